import { describe, expect, it } from 'vitest';
import { aiErrorFallback, aiPopoverState, aiUsageKey, isEmptyAiResponse, validateAiTask } from './ai';
import { aiMessages } from './messages';

describe('AI assistant rules', () => {
  it.each([
    ['', aiMessages.emptyTask],
    ['   \n\t', aiMessages.emptyTask],
    ['Summarise', null],
  ])('task %j -> %s', (task, message) => expect(validateAiTask(task)).toBe(message));

  it('the four popover states (SPEC section 4)', () => {
    const full = { response: 'Done.', response_html: '<p>Done.</p>' };
    expect(aiPopoverState(false, null)).toBe('empty');
    expect(aiPopoverState(true, null)).toBe('generating');
    expect(aiPopoverState(true, full)).toBe('generating');
    expect(aiPopoverState(false, full)).toBe('response');
    expect(aiPopoverState(false, { response: '  ', response_html: '<p></p>' })).toBe('no-response');
    expect(isEmptyAiResponse({ response: '' })).toBe(true);
  });

  it('429 has its own fallback; everything else the generic one', () => {
    expect(aiErrorFallback(429)).toBe('You have reached the maximum number of requests of 50 requests per month per user.');
    expect(aiErrorFallback(500)).toBe('Some error occurred. Please try again.');
    expect(aiErrorFallback(undefined)).toBe('Some error occurred. Please try again.');
  });

  it('counts per user per calendar month (UTC)', () => {
    expect(aiUsageKey('user-0001', new Date(Date.UTC(2026, 10, 30, 23, 59)))).toBe('user-0001:2026-11');
    expect(aiUsageKey('user-0001', new Date(Date.UTC(2026, 11, 1, 0, 0)))).toBe('user-0001:2026-12');
  });
});
