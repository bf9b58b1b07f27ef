import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';

// A base path lets the static export live under a sub-folder of a host (e.g. /plane/).
const rawBase = process.env.SITE_BASE ?? '/';
const base = rawBase.endsWith('/') ? rawBase : `${rawBase}/`;

export default defineConfig({
  output: 'static',
  base,
  trailingSlash: 'ignore',
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  integrations: [react()],
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss()],
    build: { chunkSizeWarningLimit: 1200 },
  },
});
