// The modules the page imports once it is up (app/later.js), as one: the built site (`cargo
// xtask dist`) makes them one chunk, fetched in one request, and the code they share with the
// page's first load one more, instead of a chunk for each set of them that shares a module.

export { Race } from '../run/race.js';
export { SearchTreePanel } from '../tree/tree-panel.js';
export { RangeExport } from './range-export.js';
export { printSlides } from './range-slides.js';
