/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'islands/**/*.stories.{ts,tsx}',
  outDir: 'dist/ladle',
  base: process.env.LADLE_BASE ?? '/ladle/',
  viteConfig: 'ladle/vite.config.ts',
  // Alphabetical, as by default, but as a list: Ladle turns a function here into a string and
  // evaluates it in the page, which the Content-Security-Policy (no 'unsafe-eval') forbids.
  storyOrder: ['*'],
  addons: {
    a11y: { enabled: true },
    msw: { enabled: false },
    theme: { enabled: true, defaultState: 'light' },
    width: { enabled: true, options: { mobile: 390, desktop: 1280 }, defaultState: 0 },
  },
};
