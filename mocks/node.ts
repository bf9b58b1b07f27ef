import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** msw/node for vitest: the same handlers intercept fetch in the test process. */
export const server = setupServer(...handlers);
