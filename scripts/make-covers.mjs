#!/usr/bin/env node
/**
 * Generates the project covers the `plane` build offers under Images (public/covers/): Plane has no
 * cover endpoint, its web app bundles its own pictures, so this site bundles these. They are drawn
 * here (gradients and soft shapes rendered with sharp, which Astro already depends on), so they are
 * this project's own work with no third-party licence. Run it again only to change them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const WIDTH = 1600;
const HEIGHT = 600;

const COVERS = {
  aurora: ['#0b1d3a', '#1f6f78', '#7ee0b5', '#c3f5e2'],
  dunes: ['#5b2a12', '#c4672d', '#f2b47e', '#fde3c4'],
  harbour: ['#0f2742', '#27577d', '#6fa3c8', '#d5e8f5'],
  meadow: ['#1d3b1a', '#4f7d2c', '#a9c95a', '#eef5c8'],
  nightfall: ['#120c2b', '#3a2466', '#8a4fb3', '#f0b8d9'],
  tide: ['#082b33', '#0f6170', '#3fb0b0', '#c8f0ec'],
};

/** Layered hills in the palette's colours: deterministic, one picture per name. */
function svg([deep, mid, light, sky]) {
  const hill = (y, amp, phase, colour, opacity) => {
    const points = Array.from({ length: 17 }, (_, i) => {
      const x = (i / 16) * WIDTH;
      return `${x.toFixed(0)},${(y + Math.sin(i / 2.3 + phase) * amp).toFixed(0)}`;
    });
    return `<polygon points="0,${HEIGHT} ${points.join(' ')} ${WIDTH},${HEIGHT}" fill="${colour}" opacity="${opacity}"/>`;
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#s)"/>
    <circle cx="${WIDTH * 0.78}" cy="${HEIGHT * 0.28}" r="70" fill="${sky}" opacity="0.9"/>
    ${hill(330, 40, 0.4, light, 0.8)}${hill(400, 55, 1.7, mid, 0.9)}${hill(480, 35, 3.1, deep, 1)}
  </svg>`;
}

mkdirSync('public/covers', { recursive: true });
for (const [name, palette] of Object.entries(COVERS)) {
  await sharp(Buffer.from(svg(palette))).jpeg({ quality: 72, mozjpeg: true }).toFile(`public/covers/${name}.jpg`);
}
writeFileSync(
  'public/covers/README.md',
  '# Project covers\n\nDrawn by `scripts/make-covers.mjs` for this project (no third-party images, no licence beyond the project\'s own).\nThe `plane` backend offers them as the built-in covers, since Plane has no cover endpoint (docs/plane-api.md, row 50).\n',
);
console.log(`Wrote ${Object.keys(COVERS).length} covers to public/covers/.`);
