import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkProperty, fuzzTimeout } from '../../tests/fuzz';
import { THEME_FIELDS, validateTheme, type ThemeColorKey, type ThemeFormValues } from './theme';
import { themeMessages } from './messages';

/**
 * The theme schema against an oracle written from SPEC section 5 with a plain character check:
 * each colour is required (empty once trimmed: that field's required message) and otherwise must
 * be exactly "#" followed by six characters from 0-9, a-f, A-F (else the invalid-hex message).
 */
const HEX_DIGITS = '0123456789abcdefABCDEF';

function oracleFor(value: string, required: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return required;
  const ok = trimmed.length === 7 && trimmed[0] === '#' && [...trimmed.slice(1)].every((ch) => HEX_DIGITS.includes(ch));
  return ok ? undefined : themeMessages.invalidHex;
}

const hexChar = fc.constantFrom(...HEX_DIGITS);
const nearHexChar = fc.constantFrom(...HEX_DIGITS, 'g', 'G', 'z', '#', ' ', '٣', 'Ａ', '0x', '-', '\u0000', 'é');
const space = fc.constantFrom('', ' ', '\t', '\n', '\u00a0', '\u2003');
const colour = fc.oneof(
  fc.tuple(space, fc.string({ unit: hexChar, minLength: 6, maxLength: 6 }), space).map(([a, h, b]) => `${a}#${h}${b}`),
  fc.string({ unit: hexChar, minLength: 3, maxLength: 3 }).map((h) => `#${h}`),
  fc.string({ unit: nearHexChar, minLength: 0, maxLength: 9 }).map((h) => `#${h}`),
  fc.string({ unit: nearHexChar, maxLength: 8 }),
  fc.string({ maxLength: 10 }),
  space,
);

describe('property: the theme schema agrees with the oracle', () => {
  it('on random colour inputs', { timeout: fuzzTimeout(2) }, () => {
    const values = fc.record({
      background: colour, text: colour, primary: colour, sidebarBackground: colour, sidebarText: colour, darkPalette: fc.boolean(),
    });
    checkProperty('theme schema vs oracle', fc.property(values, (v: ThemeFormValues) => {
      const expected: Partial<Record<ThemeColorKey, string>> = {};
      for (const field of THEME_FIELDS) {
        const message = oracleFor(v[field.key], field.requiredMessage);
        if (message) expected[field.key] = message;
      }
      expect(validateTheme(v)).toEqual(expected);
    }));
  });
});
