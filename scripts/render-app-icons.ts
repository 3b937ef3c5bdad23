/**
 * Renders the installed app's PNG icons from public/favicon.svg with Chromium (run by hand when
 * the logo changes; the PNGs are committed): 192 and 512 px as drawn, and a 512 px maskable one
 * whose glyph sits inside the safe zone (the middle 80 %) on a full-bleed background.
 *   npx tsx scripts/render-app-icons.ts
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const svg = readFileSync('public/favicon.svg', 'utf8');
const glyph = /<g [\s\S]*<\/g>/.exec(svg)?.[0] ?? '';
const background = /<rect [^>]*fill="([^"]+)"/.exec(svg)?.[1] ?? '#1565c0';
// The glyph is 24 units wide; 16 of 32 units keeps it well inside the 80 % safe circle.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/><g transform="translate(8 8) scale(0.6667)">${glyph.replace(/^<g [^>]*>/, '<g fill="#fff">')}</svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, source: svg },
  { file: 'icon-512.png', size: 512, source: svg },
  { file: 'icon-maskable-512.png', size: 512, source: maskable },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
for (const icon of icons) {
  await page.setViewportSize({ width: icon.size, height: icon.size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${icon.source.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `)}</body></html>`,
  );
  await page.screenshot({ path: `public/app-icons/${icon.file}`, omitBackground: true });
}
await browser.close();
