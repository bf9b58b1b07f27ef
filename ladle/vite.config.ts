import { defineConfig } from 'vite';
import tailwindcss from '@tailwindcss/vite';
import { remarkStringifyAlias } from '../islands/editor/markdown/bundle-alias.mjs';

export default defineConfig({
  plugins: [tailwindcss()],
  resolve: { alias: [remarkStringifyAlias] },
  define: {
    'import.meta.env.PUBLIC_API_BASE_URL': JSON.stringify(process.env.PUBLIC_API_BASE_URL ?? ''),
  },
});
