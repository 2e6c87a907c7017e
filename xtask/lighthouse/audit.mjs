// Lighthouse's audit of the hosted page, for `cargo xtask bench` (xtask/src/lighthouse.rs):
//
//   CHROME_PATH=/usr/bin/chromium node xtask/lighthouse/audit.mjs URL
//
// Prints one JSON object: each category's score (0 to 100) and, for each category under 100,
// the audits that cost it points. Lighthouse's defaults: a phone on a slow network, simulated.

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const url = process.argv[2];
if (!url) throw new Error('usage: node audit.mjs URL');
const chrome = await chromeLauncher.launch({ chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
try {
  const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  const scores = {};
  const lost = {};
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    scores[id] = Math.round(category.score * 100);
    lost[id] = category.auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
      .map((ref) => `${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`);
  }
  const metrics = Object.fromEntries(
    ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'].map((id) => [
      id,
      lhr.audits[id].displayValue,
    ]),
  );
  process.stdout.write(`${JSON.stringify({ version: lhr.lighthouseVersion, scores, lost, metrics })}\n`);
} finally {
  await chrome.kill();
}
