// The three browser engines the smoke tests run in, each driven over W3C WebDriver by its own
// driver: Chromium (chromedriver), Firefox ESR (geckodriver) and WebKitGTK's MiniBrowser
// (WebKitWebDriver). Each session starts its own driver on a free port and stops it after.
//
// Where each program is comes from the environment, which `cargo xtask test` sets (see
// xtask/src/engines.rs), else the Debian paths: CHROMIUM, CHROMEDRIVER, FIREFOX, GECKODRIVER,
// WEBKIT_DRIVER, MINIBROWSER, and XVFB for the X server MiniBrowser needs (it has no headless
// mode): the suite starts one of its own, on a display it picks, so that it needs no desktop
// and opens no window on one. BITDOKU_SMOKE_ENGINES (e.g. "firefox,webkit") runs some of the
// engines only; the others are reported as skipped, with that reason.
//
// A session can be asked for without wasm SIMD, the way a browser on a machine without it
// behaves (see `startSession`): each engine has its own switch.

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { Builder } from 'selenium-webdriver';
import scriptManager from 'selenium-webdriver/bidi/scriptManager.js';
import { SIMD_PROBE } from '../../www/engine-build.js';

/**
 * @typedef {object} Engine
 * @property {string} name what the tests call it: chromium, firefox or webkit
 * @property {string} label the browser, for messages
 * @property {() => Record<string, string>} programs the driver (first), the browser and any
 *   other program the engine needs, by the variable that names each; each must exist
 * @property {(port: number) => string[]} driverArgs the driver's command line
 * @property {(simd: boolean) => object} capabilities the new session's capabilities
 * @property {(simd: boolean) => Promise<Record<string, string>>} driverEnv extra environment of
 *   the driver, which the browser it starts inherits
 * @property {(driver: import('selenium-webdriver').WebDriver) => Promise<void>} [withoutSimd]
 *   what a session without wasm SIMD does once it has started, where the engine has no switch
 * @property {{ how: string }} noSimd how wasm SIMD is switched off
 */

const env = process.env;
const CHROMIUM = env.CHROMIUM ?? '/usr/bin/chromium';
const CHROMEDRIVER = env.CHROMEDRIVER ?? '/usr/bin/chromedriver';
const FIREFOX = env.FIREFOX ?? '/usr/bin/firefox-esr';
const GECKODRIVER = env.GECKODRIVER ?? `${env.HOME}/.cargo/bin/geckodriver`;
const WEBKIT_DRIVER = env.WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER = env.MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const XVFB = env.XVFB ?? '/usr/bin/Xvfb';

/** How each engine's wasm SIMD is switched off (see `noSimd` below). */
const CHROMIUM_NO_SIMD = '--js-flags=--no-enable-sse4-1';
const WEBKIT_NO_SIMD = 'JSC_useWasmSIMD';

/** The window's size in every engine (the e2e tests' viewport is 1280 by 900). */
const WIDTH = 1280;
const HEIGHT = 900;

/** @type {Engine[]} */
const ALL = [
  {
    name: 'chromium',
    label: 'Chromium',
    programs: () => ({ CHROMEDRIVER, CHROMIUM }),
    driverArgs: (port) => [`--port=${port}`],
    capabilities: (simd) => ({
      browserName: 'chrome',
      'goog:chromeOptions': {
        binary: CHROMIUM,
        // Root in a container needs no-sandbox; /dev/shm there is small.
        args: [
          '--headless=new',
          '--no-sandbox',
          '--disable-dev-shm-usage',
          // V8 runs wasm SIMD only on a CPU with SSE4.1 (x64) and validates no SIMD module
          // without it, as on a machine that lacks it; V8 has no flag for wasm SIMD itself.
          ...(simd ? [] : [CHROMIUM_NO_SIMD]),
        ],
      },
    }),
    driverEnv: async () => ({}),
    noSimd: { how: CHROMIUM_NO_SIMD },
  },
  {
    name: 'firefox',
    label: 'Firefox',
    programs: () => ({ GECKODRIVER, FIREFOX }),
    driverArgs: (port) => [`--port=${port}`, '--log', 'error'],
    capabilities: (simd) => ({
      browserName: 'firefox',
      'moz:firefoxOptions': { binary: FIREFOX, args: ['-headless'] },
      // WebDriver BiDi, for the preload script of `withoutSimd`.
      ...(simd ? {} : { webSocketUrl: true }),
    }),
    driverEnv: async () => ({}),
    // Firefox 153's SpiderMonkey runs wasm SIMD wherever the CPU has SSE4.1
    // (wasm::SimdAvailable is jit::JitSupportsWasmSimd()), and has no pref or flag against it
    // (the old pref is gone, and only its shell can turn SSE4 off). So the browser stands in:
    // a WebDriver BiDi preload script, run before any of the page's, makes
    // WebAssembly.validate refuse the page's SIMD probe (and nothing else), as a browser
    // without SIMD answers. The worker never probes: it loads the build the page posts it.
    withoutSimd: refuseSimdProbe,
    noSimd: { how: 'a WebAssembly.validate that refuses the SIMD probe (a BiDi preload script: Firefox has no switch for wasm SIMD)' },
  },
  {
    name: 'webkit',
    label: 'WebKitGTK MiniBrowser',
    programs: () => ({ WEBKIT_DRIVER, MINIBROWSER, XVFB }),
    driverArgs: (port) => [`--port=${port}`],
    capabilities: () => ({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    }),
    // JavaScriptCore reads its options from JSC_* variables; the web process inherits them from
    // MiniBrowser, which inherits them from the driver. (Older JavaScriptCore called the option
    // useWebAssemblySIMD, a name 2.50 ignores: the test's probe checks that the switch took.)
    driverEnv: async (simd) => ({
      DISPLAY: await xDisplay(),
      ...(simd ? {} : { [WEBKIT_NO_SIMD]: '0' }),
    }),
    noSimd: { how: `${WEBKIT_NO_SIMD}=0 in its environment` },
  },
];

/**
 * Makes WebAssembly.validate refuse the page's SIMD probe in every page of the session, before
 * any of the page's scripts run (WebDriver BiDi's script.addPreloadScript).
 * @param {import('selenium-webdriver').WebDriver} driver
 */
async function refuseSimdProbe(driver) {
  const scripts = await scriptManager([], driver);
  await scripts.addPreloadScript(`() => {
    const probe = ${JSON.stringify([...SIMD_PROBE])};
    const validate = WebAssembly.validate.bind(WebAssembly);
    WebAssembly.validate = (bytes) => {
      const view = ArrayBuffer.isView(bytes) ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) : new Uint8Array(bytes);
      const isProbe = view.length === probe.length && view.every((byte, i) => byte === probe[i]);
      return isProbe ? false : validate(bytes);
    };
  }`);
}

/** The engines to run, and the ones left out by BITDOKU_SMOKE_ENGINES. */
export function engines() {
  const wanted = env.BITDOKU_SMOKE_ENGINES?.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = (wanted ?? []).filter((name) => !ALL.some((engine) => engine.name === name));
  if (unknown.length) throw new Error(`BITDOKU_SMOKE_ENGINES names no engine ${unknown.join(', ')}: use ${ALL.map((e) => e.name).join(', ')}`);
  return ALL.map((engine) => ({ engine, run: !wanted || wanted.includes(engine.name) }));
}

/**
 * A WebDriver session of `engine` with wasm SIMD (`simd`, the default) or without, and its
 * driver process. `stop()` ends both. Fails, naming the file, when the driver or the browser is
 * missing.
 */
export async function startSession(engine, { simd = true } = {}) {
  const programs = Object.entries(engine.programs());
  for (const [variable, path] of programs) {
    if (!existsSync(path)) throw new Error(`${engine.label}: ${path} does not exist (set ${variable} to where it is)`);
  }
  const port = await freePort();
  const driverProcess = spawn(programs[0][1], engine.driverArgs(port), {
    env: { ...env, ...(await engine.driverEnv(simd)) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let driverErrors = '';
  driverProcess.stderr.on('data', (chunk) => (driverErrors = (driverErrors + chunk).slice(-2000)));
  const server = `http://127.0.0.1:${port}`;
  try {
    await waitForDriver(server, driverProcess);
    const driver = await new Builder().usingServer(server).withCapabilities(engine.capabilities(simd)).build();
    await driver.manage().window().setRect({ width: WIDTH, height: HEIGHT });
    if (!simd) await engine.withoutSimd?.(driver);
    const capabilities = await driver.getCapabilities();
    const version = `${capabilities.get('browserName')} ${capabilities.get('browserVersion')}`;
    return {
      driver,
      version,
      async stop() {
        try {
          await driver.quit();
        } finally {
          driverProcess.kill();
        }
      },
    };
  } catch (error) {
    driverProcess.kill();
    throw new Error(`${engine.label}: no session (${error.message})${driverErrors ? `; the driver said: ${driverErrors}` : ''}`, {
      cause: error,
    });
  }
}

/** Waits until the driver at `server` answers /status (ready), for up to 20 s. */
async function waitForDriver(server, driverProcess) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (driverProcess.exitCode !== null) throw new Error(`the driver exited with ${driverProcess.exitCode}`);
    try {
      const answer = await fetch(`${server}/status`);
      const { value } = await answer.json();
      if (value?.ready !== false) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the driver did not answer at ${server} within 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A TCP port nothing listens on now (the driver takes it a moment later). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/** @type {Promise<string> | undefined} */
let display;
/** @type {import('node:child_process').ChildProcess | undefined} */
let xServer;

/**
 * The display of an X server started for this process (Xvfb, which picks a free display and
 * writes its number to the pipe `-displayfd` names), started on first use.
 */
function xDisplay() {
  display ??= new Promise((resolve, reject) => {
    xServer = spawn(XVFB, ['-displayfd', '3', '-nolisten', 'tcp', '-screen', '0', `${WIDTH}x${HEIGHT}x24`], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
    let said = '';
    let errors = '';
    xServer.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-2000)));
    xServer.stdio[3].on('data', (chunk) => {
      said += chunk;
      if (said.includes('\n')) resolve(`:${said.trim()}`);
    });
    xServer.on('error', reject);
    xServer.on('exit', (code) => reject(new Error(`Xvfb exited with ${code} before naming its display: ${errors}`)));
  });
  return display;
}

/** Stops the X server, if one was started. */
export function stopXServer() {
  xServer?.kill();
}

process.on('exit', stopXServer);
