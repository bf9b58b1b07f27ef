// Dev helper: screenshot a page in Debian chromium. node scripts/screenshot.mjs <url> <out.png> [width] [light|dark] [steps]
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
const [,, url, out, width = '1280', theme = 'light', action = ''] = process.argv;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, colorScheme: theme });
const logs = [];
page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1200);
if (action) { for (const step of action.split('|')) { const [kind, arg, val] = step.split('::'); if (kind === 'click') await page.getByRole('button', { name: arg }).first().click(); if (kind === 'fill') await page.getByLabel(arg).fill(val); if (kind === 'wait') await page.waitForTimeout(Number(arg)); if (kind === 'press') await page.keyboard.press(arg); } await page.waitForTimeout(800); }
await page.screenshot({ path: out, fullPage: false });
console.log(logs.join('\n'));
await browser.close();
