/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./tests/setup.ts'],
    include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'islands/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}'],
    testTimeout: 20_000,
    // Vitest runs one worker fewer than the machine's cores: one, on the two-core CI machine, which
    // left a core idle for seven minutes. The suite is CPU-bound with no shared state between files.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: 'test-results/vitest.json' },
  },
});
