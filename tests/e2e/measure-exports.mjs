// Sizes of a step range's GIF and slide PDF (docs/BENCHMARKS.md, "Exports"): the lesson's
// 29-step sample and 500 steps of the brute-force puzzle, in English, from the page served at
// the address given. Not a test: run it by hand, e.g.
//   cargo xtask serve &  node tests/e2e/measure-exports.mjs http://127.0.0.1:8000/
// with CHROMIUM naming the browser when it is not /usr/bin/chromium.
import { chromium } from 'playwright-core';
import fs from 'node:fs';
const base = process.argv[2];
const BOJ = '035469278782105609060278135321046897804913506596820413917652080603701952258394760';
const BRUTE = '..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9';
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
for (const [name, puzzle, from, to] of [['sample', BOJ, 0, 29], ['500', BRUTE, 0, 499]]) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${base}?puzzle=${puzzle}&mode=watch&lang=en`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.click('#export-open');
  await page.fill('#gif-from', String(from)); await page.fill('#gif-to', String(to));
  const t0 = Date.now();
  const [dl] = await Promise.all([page.waitForEvent('download', { timeout: 600000 }), page.click('#download-gif')]);
  const gif = fs.statSync(await dl.path()).size;
  const gifMs = Date.now() - t0;
  await page.evaluate(() => { window.print = () => { document.body.dataset.printed = 'yes'; }; });
  await page.fill('#gif-from', String(from)); await page.fill('#gif-to', String(to));
  await page.click('#print-slides');
  await page.waitForSelector('body[data-printed="yes"]');
  const pdf = await page.pdf({ printBackground: true });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g).length;
  console.log(`${name}: steps ${from}-${to}: GIF ${(gif / 1024).toFixed(0)} KB (${gifMs} ms), PDF ${(pdf.length / 1024).toFixed(0)} KB, ${pages} pages`);
  await page.close();
}
await browser.close();
