// Every Korean word of the page and of the embedded player, which their modules write only in
// English: the one module that www/i18n/i18n.js imports, by loadLanguage, the first time either
// page speaks Korean. The built site (`cargo xtask dist`) makes it a chunk of its own.

import './ko/page.js';
import './ko/panels.js';
import './ko/words.js';
import './ko/embed.js';
