/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { getViteConfig } from 'astro/config';

/**
 * Three projects, by what a test file needs around it. A jsdom window and the setup's imports
 * (Testing Library, the mock server) cost about a second a file, more than most files' tests take,
 * so files that need neither go without: the pure rules of src/domain run bare; the api adapters,
 * the mocks and the scripts run in node with the mock server; everything else runs in jsdom.
 */
const NODE_WITH_SERVER = ['src/api/**/*.test.ts', 'mocks/**/*.test.ts', 'tests/unit/mocks/plane/**/*.test.ts', 'tests/unit/scripts/**/*.test.ts'];
const PURE = ['src/domain/**/*.test.ts'];

export default getViteConfig({
  test: {
    globals: true,
    testTimeout: 20_000,
    // Vitest runs one worker fewer than the machine's cores: one, on the two-core CI machine, which
    // left a core idle for seven minutes. The suite is CPU-bound with no shared state between files.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: 'test-results/vitest.json' },
    projects: [
      { extends: true, test: { name: 'pure', environment: 'node', include: PURE } },
      { extends: true, test: { name: 'node', environment: 'node', include: NODE_WITH_SERVER, setupFiles: ['./tests/setup-server.ts'] } },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'islands/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}'],
          exclude: [...PURE, ...NODE_WITH_SERVER],
          setupFiles: ['./tests/setup.ts'],
        },
      },
    ],
  },
});
