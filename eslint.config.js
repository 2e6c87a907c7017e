// ESLint's flat config for every JavaScript file in the repository, run by
// `cargo xtask check-js` with `--max-warnings 0`: the recommended rules of @eslint/js, with the
// globals of where each file runs (the page and its workers in a browser, the tests, the bench
// driver and this file in node).

import { createRequire } from 'node:module';

// ESLint, its rules and the globals lists are pinned in xtask/node (see its package.json), not
// in a node_modules at the root, so they are looked up from there.
const require = createRequire(new URL('./xtask/node/package.json', import.meta.url));
const js = require('@eslint/js');
const globals = require('globals');

export default [
  {
    ignores: ['www/pkg/', 'dist/', 'target/', '**/node_modules/', 'fuzz/'],
  },
  js.configs.recommended,
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: ['www/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['www/**/*worker*.js'],
    languageOptions: { globals: globals.worker },
  },
  {
    files: ['tests/**/*.mjs', 'tests/**/*.js', 'xtask/**/*.js', 'xtask/**/*.mjs', 'eslint.config.js'],
    languageOptions: { globals: globals.node },
  },
  {
    // The end-to-end tests also hand functions to playwright's page.evaluate(), which runs them
    // in the page: there `document` and `window` are real.
    files: ['tests/e2e/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
];
