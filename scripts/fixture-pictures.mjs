#!/usr/bin/env node
// Writes the local stand-ins for Unsplash photos and project covers (public/fixtures/), so the
// cover picker works offline. Deterministic: run it again and the files are byte-identical.
import { mkdirSync, writeFileSync } from 'node:fs';

const UNSPLASH = [
  ['mountain lake at dawn', '#5b7fa6', 'mountains'], ['desert dunes under a clear sky', '#d9a066', 'dunes'],
  ['forest path in autumn', '#8a5a2b', 'forest'], ['city skyline at night', '#1f2a44', 'city'],
  ['ocean waves on rocks', '#2f7f8f', 'waves'], ['snowy mountain ridge', '#c9d6e3', 'mountains'],
  ['green rice terraces', '#5c9a3c', 'terraces'], ['northern lights over a cabin', '#2a6f5a', 'aurora'],
  ['lavender field at sunset', '#8e6bb8', 'field'], ['foggy pine forest', '#6b7b73', 'forest'],
  ['red canyon walls', '#b5543a', 'canyon'], ['calm harbour with boats', '#3f6e9e', 'waves'],
];
const COVERS = ['#3f76ff', '#16a34a', '#f59e0b', '#8b5cf6', '#ef4444', '#0ea5e9'];

const hex = (n) => Math.round(Math.max(0, Math.min(255, n))).toString(16).padStart(2, '0');
const rgb = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
const mix = (a, b, t) => { const x = rgb(a); const y = rgb(b); return `#${x.map((v, i) => hex(v + (y[i] - v) * t)).join('')}`; };

function ridge(seed, base, amp, steps, w = 1600, h = 900) {
  let d = `M0 ${h} L0 ${base}`;
  for (let i = 1; i <= steps; i += 1) {
    const x = (w / steps) * i;
    const y = base - amp * Math.abs(Math.sin(seed * 1.7 + i * 1.3) + 0.5 * Math.sin(seed + i * 2.9));
    d += ` L${x.toFixed(0)} ${y.toFixed(0)}`;
  }
  return `${d} L${w} ${h} Z`;
}

function wave(seed, base, amp, w = 1600, h = 900) {
  let d = `M0 ${h} L0 ${base}`;
  for (let x = 0; x <= w; x += 100) d += ` Q${x + 50} ${(base - amp * Math.sin(seed + x / 90)).toFixed(0)} ${x + 100} ${base}`;
  return `${d} L${w} ${h} Z`;
}

function scene([, color, kind], i) {
  const night = kind === 'city' || kind === 'aurora';
  const sky = night ? ['#0b1026', mix(color, '#0b1026', 0.3)] : [mix(color, '#ffffff', 0.55), mix(color, '#ffe9c7', 0.35)];
  const parts = [];
  if (night) {
    for (let s = 0; s < 40; s += 1) parts.push(`<circle cx="${(s * 397 + i * 53) % 1600}" cy="${(s * 211 + i * 31) % 420}" r="${1 + (s % 3)}" fill="#fff" opacity="${0.4 + (s % 5) / 10}"/>`);
  } else {
    parts.push(`<circle cx="${300 + i * 97}" cy="${180 + (i % 3) * 40}" r="70" fill="#fff6d8" opacity="0.9"/>`);
  }
  if (kind === 'aurora') parts.push(`<path d="M0 260 C400 120 800 380 1600 180 L1600 300 C900 470 500 230 0 380 Z" fill="#5eead4" opacity="0.35"/>`);
  if (kind === 'city') {
    for (let b = 0; b < 22; b += 1) {
      const bh = 180 + ((b * 137 + i * 29) % 320);
      parts.push(`<rect x="${b * 74}" y="${900 - bh}" width="66" height="${bh}" fill="${mix(color, '#000000', 0.35)}"/>`);
      for (let win = 0; win < 5; win += 1) parts.push(`<rect x="${b * 74 + 10 + (win % 2) * 28}" y="${920 - bh + win * 34}" width="14" height="14" fill="#fde68a" opacity="${(b + win) % 3 ? 0.85 : 0.2}"/>`);
    }
  } else if (kind === 'waves') {
    for (let l = 0; l < 4; l += 1) parts.push(`<path d="${wave(i + l, 560 + l * 90, 26 - l * 4)}" fill="${mix(color, '#0b1026', l * 0.15)}"/>`);
  } else if (kind === 'field' || kind === 'terraces') {
    for (let l = 0; l < 6; l += 1) parts.push(`<path d="${wave(i * 2 + l, 480 + l * 75, 18)}" fill="${mix(color, l % 2 ? '#1f2d16' : '#ffffff', 0.12 + l * 0.08)}"/>`);
  } else if (kind === 'dunes') {
    for (let l = 0; l < 3; l += 1) parts.push(`<path d="${wave(i + l * 3, 560 + l * 110, 60)}" fill="${mix(color, '#6b3f12', l * 0.22)}"/>`);
  } else {
    const layers = kind === 'forest' ? 4 : 3;
    for (let l = 0; l < layers; l += 1) {
      parts.push(`<path d="${ridge(i + l, 420 + l * 120, kind === 'canyon' ? 90 : 200 - l * 40, kind === 'forest' ? 40 : 9)}" fill="${mix(color, '#111827', 0.1 + l * 0.22)}"/>`);
    }
    if (kind === 'mountains') parts.push(`<path d="${ridge(i, 420, 200, 9)}" fill="#ffffff" opacity="0.18"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
<rect width="1600" height="900" fill="url(#sky)"/>
${parts.join('\n')}
</svg>
`;
}

function cover(color, i) {
  const circles = Array.from({ length: 7 }, (_, c) =>
    `<circle cx="${(c * 271 + i * 97) % 1600}" cy="${(c * 157 + i * 61) % 600}" r="${120 + ((c * 53) % 140)}" fill="${mix(color, c % 2 ? '#ffffff' : '#0b1026', 0.25 + (c % 3) * 0.1)}" opacity="0.55"/>`).join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600" width="1600" height="600">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(color, '#ffffff', 0.2)}"/><stop offset="1" stop-color="${mix(color, '#0b1026', 0.45)}"/></linearGradient></defs>
<rect width="1600" height="600" fill="url(#g)"/>
${circles}
</svg>
`;
}

mkdirSync('public/fixtures/unsplash', { recursive: true });
mkdirSync('public/fixtures/covers', { recursive: true });
UNSPLASH.forEach((item, i) => writeFileSync(`public/fixtures/unsplash/${i + 1}.svg`, scene(item, i)));
COVERS.forEach((color, i) => writeFileSync(`public/fixtures/covers/${i + 1}.svg`, cover(color, i)));
console.log(`Wrote ${UNSPLASH.length} pictures and ${COVERS.length} covers to public/fixtures/.`);
