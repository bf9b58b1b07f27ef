import { describe, expect, it } from 'vitest';
import { progressOf } from './progress';

describe('progressOf', () => {
  it.each<[string, number, number, number, string]>([
    ['nothing to count', 0, 0, 0, '0/0'],
    ['none done', 4, 0, 0, '0/4'],
    ['half done', 4, 2, 50, '2/4'],
    ['all done', 3, 3, 100, '3/3'],
    ['rounds down, so 100% means every issue', 3, 2, 66, '2/3'],
    ['one short of all', 200, 199, 99, '199/200'],
    ['more completed than total is capped', 2, 5, 100, '2/2'],
    ['negative counts read as none', -1, -3, 0, '0/0'],
    ['fractions read as their whole part', 4.9, 2.5, 50, '2/4'],
    ['not a number reads as none', Number.NaN, 1, 0, '0/0'],
  ])('%s: %i total, %i completed → %i%% and %s', (_name, total, completed, percent, count) => {
    expect(progressOf({ total_issues: total, completed_issues: completed })).toEqual({ percent, count });
  });
});
