// Draws the home-screen icons of web/public/manifest.webmanifest from the favicon's design (a white peso
// sign on the brand teal) with Chromium, and writes them to web/public/icons/. Run it again after changing
// the design: node scripts/make-icons.mjs
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';

const TEAL = '#0b7285';
const OUT = 'web/public/icons';

/**
 * An icon of `size` pixels. `fullBleed`: the teal fills the square (a maskable icon, whose corners the phone
 * cuts to its own shape, and Apple's, which it rounds itself), with the sign inside the central 80% circle
 * that every mask keeps; otherwise a rounded square on transparent corners, as the favicon.
 */
function svg(size, fullBleed) {
  const radius = fullBleed ? 0 : size * 0.25;
  const fontSize = size * (fullBleed ? 0.5 : 0.625);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    <rect width="${size}" height="${size}" rx="${radius}" fill="${TEAL}"/>
    <text x="50%" y="50%" dy="0.35em" font-family="Arial, 'Liberation Sans', sans-serif" font-size="${fontSize}"
      font-weight="700" fill="#fff" text-anchor="middle">₱</text>
  </svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, fullBleed: false },
  { file: 'icon-512.png', size: 512, fullBleed: false },
  { file: 'icon-maskable-512.png', size: 512, fullBleed: true },
  { file: 'apple-touch-icon.png', size: 180, fullBleed: true },
];

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const { file, size, fullBleed } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg(size, fullBleed)}</body></html>`,
    );
    await page.locator('svg').screenshot({ path: `${OUT}/${file}`, omitBackground: true });
    console.log(`${OUT}/${file}`);
  }
} finally {
  await browser.close();
}
