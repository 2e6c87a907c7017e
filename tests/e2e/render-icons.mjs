// Renders www/icon.svg to the PNG icons that manifest.webmanifest lists (www/icons/), in
// headless Chromium: `node tests/e2e/render-icons.mjs` after changing the icon. Installing the
// page as an app needs PNG icons (192 and 512 px); the maskable one keeps the picture inside
// the middle 80%, on the icon's own blue to the edges, for launchers that crop to a circle.

import { readFileSync } from 'node:fs';
import { launchChromium } from './chromium.mjs';

const www = new URL('../../www/', import.meta.url);
const svg = readFileSync(new URL('icon.svg', www), 'utf8');
const browser = await launchChromium();
for (const [name, size, maskable] of [['icon-192.png', 192, false], ['icon-512.png', 512, false], ['icon-maskable-512.png', 512, true]]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const inner = maskable ? svg.replace('rx="6"', 'rx="0"') : svg;
  const scale = maskable ? 0.8 : 1;
  await page.setContent(`<html><body style="margin:0;background:${maskable ? '#1e3a8a' : 'transparent'};display:grid;place-items:center;height:100vh">
    <div style="width:${size * scale}px;height:${size * scale}px">${inner.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body></html>`);
  await page.screenshot({ path: new URL(`icons/${name}`, www).pathname, omitBackground: !maskable });
  await page.close();
}
await browser.close();
