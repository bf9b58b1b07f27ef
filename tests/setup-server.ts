import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../mocks/node';
import { resetMockData } from '../mocks/runtime';

/** Every test file that may call the API meets the mock server, with fresh data for each test. */
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockData();
});
afterAll(() => server.close());
