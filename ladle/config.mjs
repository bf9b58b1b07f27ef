/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'islands/**/*.stories.{ts,tsx}',
  outDir: 'dist/ladle',
  base: process.env.LADLE_BASE ?? '/ladle/',
  viteConfig: 'ladle/vite.config.ts',
  addons: {
    a11y: { enabled: true },
    msw: { enabled: false },
    theme: { enabled: true, defaultState: 'light' },
    width: { enabled: true, options: { mobile: 390, desktop: 1280 }, defaultState: 0 },
  },
};
