import { describe, expect, it } from 'vitest';
import { TYPOGRAPHY_RULES, typeWithTypography, typographyEdit } from './typography';

describe('typing with typographic replacements', () => {
  it.each([
    ['a -> b', 'a → b'], ['a <- b', 'a ← b'], ['a => b', 'a ⇒ b'], ['wait...', 'wait…'], ['(c) 2024', '© 2024'],
    ['Plane(tm)', 'Plane™'], ['Plane(r)', 'Plane®'], ['(sm)', '℠'], ['1/2 cup', '½ cup'], ['take 1/4 ', 'take ¼ '],
    ['3/4 ', '¾ '], ['x1/2 ', 'x1/2 '], ['a -- b', 'a — b'], ['+/-', '±'], ['a != b', 'a ≠ b'], ['<<q>>', '«q»'],
    ['m^2 and m^3', 'm² and m³'], ['plain text', 'plain text'],
  ])('%j -> %j', (typed, expected) => expect(typeWithTypography(typed)).toBe(expected));
});

describe('typographyEdit reports the replaced range only', () => {
  it('keeps the leading space of a fraction', () => {
    const rule = TYPOGRAPHY_RULES.find((r) => r.name === 'one half')!;
    expect(typographyEdit(rule, 'a 1/2 ')).toEqual({ start: 2, end: 5, insert: '½' });
  });
  it('returns null when the rule does not apply', () => {
    const rule = TYPOGRAPHY_RULES.find((r) => r.name === 'ellipsis')!;
    expect(typographyEdit(rule, 'a..')).toBeNull();
  });
});
