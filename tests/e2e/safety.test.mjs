// The page as a static site that others host: its Content-Security-Policy holds (and the page
// works under it, worker and wasm included), text from links never becomes markup, nothing is
// loaded from elsewhere, and an engine that fails to load or throws reaches the person as a
// message. (withPage itself fails any test that logs an error, breaks the policy, or asks for
// anything outside the site.)

import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { test } from 'node:test';
import { BASE_URL, boardText, BOJ, BOJ_SOLVED, button, pressInMenu, reload, setSpeed, status, withPage } from './helpers.mjs';

const WWW = new URL('../../www/', import.meta.url);

test('the Content-Security-Policy allows only this site, wasm and no inline code', () =>
  withPage('', async (page) => {
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    const directives = Object.fromEntries(
      policy.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values.join(' ')]),
    );
    assert.deepEqual(directives, {
      'default-src': "'self'",
      'script-src': "'self' 'wasm-unsafe-eval'",
      'worker-src': "'self'",
      'style-src': "'self'",
      'img-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'none'",
      'form-action': "'none'",
    });
  }));

test('the policy is in force: inline script, eval and images from elsewhere are blocked', () =>
  withPage('', async (page, seen) => {
    const outcome = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true;';
      document.body.append(script);
      // A string timer is eval; it runs later, outside the tool's own evaluation (which the
      // DevTools protocol exempts from the policy).
      window.setTimeout('window.evalRan = true');
      await new Promise((resolve) => window.setTimeout(resolve, 100));
      const image = document.createElement('img');
      image.src = 'http://example.invalid/tracker.png';
      const loaded = await new Promise((resolve) => {
        image.onload = () => resolve(true);
        image.onerror = () => resolve(false);
      });
      return { inlineRan: window.inlineRan === true, evalRan: window.evalRan === true, loaded };
    });
    assert.deepEqual(outcome, { inlineRan: false, evalRan: false, loaded: false });
    assert.deepEqual(
      seen.violations.map((v) => v.split(' ')[0]).sort(),
      ['img-src', 'script-src', 'script-src-elem'],
      'one violation each, seen by the recorder every test uses',
    );
    seen.violations.splice(0);
    // The recorder every test uses sees even a request the policy stops.
    const elsewhere = seen.requests.filter((url) => !url.startsWith(BASE_URL));
    assert.deepEqual(elsewhere, ['http://example.invalid/tracker.png']);
    seen.requests.splice(0);
    // Chromium also reports each blocked load in the console.
    assert.ok(seen.errors.length > 0 && seen.errors.every((e) => /Content Security Policy/.test(e)), seen.errors.join('\n'));
    seen.errors.splice(0);
  }));

test('under the policy the page loads its wasm, solves in the worker and runs the search', () =>
  withPage(`?puzzle=${BOJ}`, async (page, seen) => {
    await button(page, 'Solve').click();
    await status(page).filter({ hasText: 'Solved: this is the only solution.' }).waitFor();
    assert.equal(await boardText(page), BOJ_SOLVED);
    await pressInMenu(page, 'puzzle', 'Reset');
    await setSpeed(page, 'max');
    await button(page, 'Play').click();
    await status(page).filter({ hasText: /^Solved in/ }).waitFor();
    const site = new URL(BASE_URL);
    const paths = seen.requests.map((url) => new URL(url).pathname.slice(site.pathname.length));
    // dist/'s files: the page's modules are bundled into www/main.js and the worker's into
    // www/engine-worker.js (xtask/src/dist.rs); Chromium runs the simd128 builds.
    for (const file of ['', 'www/main.js', 'www/pkg/page_simd_bg.wasm', 'www/engine-worker.js']) {
      assert.ok(paths.includes(file), `the recorder saw the request for "${file}": ${paths.join(', ')}`);
    }
    for (const file of ['www/pkg/solver_simd_bg.wasm', 'www/pkg/logic_simd_bg.wasm']) {
      assert.ok(paths.includes(file), `the recorder sees the worker's own requests: ${file}`);
    }
  }));

test('a ?puzzle= with markup is quoted as text: no element is made and no script runs', () => {
  const markup = '<img src=x onerror="window.injected=1"><script>window.injected=2</script>';
  return withPage(`?puzzle=${encodeURIComponent(markup)}`, async (page) => {
    const dialogs = [];
    page.on('dialog', (dialog) => dialogs.push(dialog.message()));
    assert.equal(
      await status(page).textContent(),
      `The link is not valid: the puzzle "${markup}": invalid character '<' at line 1, column 1 (expected a digit 0-9 or '.'). The puzzle in the link was not loaded.`,
    );
    assert.equal(await page.locator('img, body script').count(), 0, 'no element was injected');
    assert.equal(await page.evaluate(() => window.injected), undefined, 'no script ran');
    assert.deepEqual(dialogs, []);
  });
});

test('www/*.js never parses strings as HTML or code', () => {
  const sinks = /\b(innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval|Function)\s*[=(]/;
  // The page's own scripts in www/ and its folders; www/pkg/ is wasm-bindgen's.
  const files = readdirSync(WWW, { recursive: true }).filter((name) => name.endsWith('.js') && !name.startsWith('pkg/'));
  assert.ok(files.includes('main.js'), `read the scripts in ${WWW.pathname}`);
  for (const name of files) {
    readFileSync(new URL(name, WWW), 'utf8')
      .split('\n')
      .forEach((line, index) => assert.doesNotMatch(line, sinks, `www/${name}:${index + 1}`));
  }
});

test('a wasm module that fails to load is reported on the page', () =>
  withPage(
    '',
    async (page, seen) => {
      await status(page).filter({ hasText: /^Could not load the solver: / }).waitFor();
      assert.equal(await page.locator('body[data-ready]').count(), 0);
      assert.ok(seen.errors.every((e) => /Failed to load resource/.test(e)), seen.errors.join('\n'));
      seen.errors.splice(0);
    },
    { ready: false, block: /_bg\.wasm$/ },
  ));

test("the worker's failure to load the wasm is reported on the page", () =>
  withPage(`?puzzle=${BOJ}`, async (page, seen) => {
    // From the start of a load, so that the page's own compiling of the workers' modules, once
    // it is up, fails too (www/offline/assets.js): the worker then loads them itself.
    await page.context().route(/solver(_simd)?_bg\.wasm$/, (route) => route.abort());
    await reload(page);
    await button(page, 'Solve').click();
    await status(page).filter({ hasText: /^The solver failed: / }).waitFor();
    assert.equal(await boardText(page), BOJ.replace(/0/g, '.'), 'the givens are untouched');
    assert.ok(seen.errors.every((e) => /Failed to load resource/.test(e)), seen.errors.join('\n'));
    seen.errors.splice(0);
  }));

test('Solve and Check need the solver module alone: with the logic module refused, Solve still solves', () =>
  withPage(`?puzzle=${BOJ}`, async (page, seen) => {
    await page.context().route(/logic(_simd)?_bg\.wasm$/, (route) => route.abort());
    await reload(page);
    await button(page, 'Solve').click();
    await status(page).filter({ hasText: /^Solved/ }).waitFor();
    assert.equal(await boardText(page), BOJ_SOLVED);
    assert.ok(seen.errors.every((e) => /Failed to load resource/.test(e)), seen.errors.join('\n'));
    seen.errors.splice(0);
  }));

test("an error the engine throws outside any handler's own catch reaches the status line", () =>
  withPage(`?puzzle=${BOJ}`, async (page, seen) => {
    // A real JsError from Rust (a board of 3 cells), thrown from a timer like any event handler.
    await page.evaluate(async () => {
      // The glue module the page has loaded (the same URL gives the same module); its init
      // returns the wasm already instantiated.
      const engine = await import(new URL('www/pkg/page.js', document.baseURI));
      await engine.default();
      setTimeout(() => engine.toLine(new Uint8Array(3)));
    });
    await status(page).filter({ hasText: /^Something went wrong/ }).waitFor();
    assert.equal(
      await status(page).textContent(),
      'Something went wrong (your board is saved; reloading the page is safe): a board has 81 cells, not 3',
    );
    assert.deepEqual(seen.errors, ['page error: a board has 81 cells, not 3']);
    seen.errors.splice(0);
  }));

test("the engine's worker answers a request of a type it does not know with an error naming it, never a solve", () =>
  withPage('', async (page) => {
    const answers = await page.evaluate(async () => {
      // The page's own way to start the worker (www/offline/assets.js), from the sources as the
      // bench driver does, since dist/ has that module only inside its bundle.
      /** @type {typeof import('../../www/offline/assets.js')} */
      const { startEngineWorker } = await import(new URL('source/www/offline/assets.js', document.baseURI).href);
      const worker = startEngineWorker(new URL('www/engine-worker.js', document.baseURI));
      const ask = (message) =>
        new Promise((resolve) => {
          worker.onmessage = ({ data }) => resolve(data);
          worker.postMessage(message);
        });
      const cells = new Array(81).fill(0);
      const answers = [await ask({ type: 'sudoku', cells }), await ask({ cells }), await ask({ type: 'solve', cells })];
      worker.terminate();
      return answers;
    });
    assert.deepEqual(answers[0], { type: 'error', error: { message: "the worker has no request of type 'sudoku'" } });
    assert.deepEqual(answers[1], { type: 'error', error: { message: "the worker has no request of type 'undefined'" } });
    assert.equal(answers[2].type, 'solved', 'a request of a known type is answered');
    assert.equal(answers[2].count, 2, 'the empty board has more than one solution');
  }));
