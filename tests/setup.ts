import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import './setup-server';
import { settleEditorTimers } from '../islands/editor/test-timers';

afterEach(() => cleanup());
// A Milkdown timer that outlives the file's jsdom throws: wait for the last editor's (islands/editor/test-timers.ts).
afterAll(() => settleEditorTimers());
