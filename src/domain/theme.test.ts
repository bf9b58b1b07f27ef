import { describe, expect, it } from 'vitest';
import {
  contrastRatio, isValidThemeHex, mix, previewVars, sameThemeValues, themeCssVars, themeFormValues, themePayload, validateTheme, withHash,
  type ThemeFormValues,
} from './theme';
import { themeMessages } from './messages';
import { DEFAULT_THEME } from './constants';

const defaults: ThemeFormValues = { ...DEFAULT_THEME, darkPalette: true };

describe('theme colour validation (SPEC section 5)', () => {
  it.each([
    ['#3f76ff', true],
    ['#3F76FF', true],
    ['#000000', true],
    ['#abc', false], // 3 digits match the pattern but not the 7-character length
    ['3f76ff', false],
    ['#3f76f', false],
    ['#3f76ffa', false],
    ['#gggggg', false],
    ['', false],
  ])('%j -> %s', (value, valid) => expect(isValidThemeHex(value)).toBe(valid));

  it('each colour has its own required message', () => {
    const empty = { background: '', text: '', primary: '', sidebarBackground: '', sidebarText: '', darkPalette: false };
    expect(validateTheme(empty)).toEqual({
      background: themeMessages.backgroundRequired,
      text: themeMessages.textRequired,
      primary: themeMessages.primaryRequired,
      sidebarBackground: themeMessages.sidebarBackgroundRequired,
      sidebarText: themeMessages.sidebarTextRequired,
    });
    expect(themeMessages.backgroundRequired).toBe('Background color is required');
  });

  it('an invalid value says "Enter a valid hex code of 6 characters"', () => {
    expect(validateTheme({ ...defaults, primary: '#12345', sidebarText: '#xyzxyz' })).toEqual({
      primary: 'Enter a valid hex code of 6 characters',
      sidebarText: 'Enter a valid hex code of 6 characters',
    });
    expect(validateTheme(defaults)).toEqual({});
  });

  it.each([
    ['3f76ff', '#3f76ff'],
    ['#3f76ff', '#3f76ff'],
    [' 0d101b ', '#0d101b'],
    ['', ''],
    ['#', '#'],
  ])('withHash(%j) -> %j', (typed, shown) => expect(withHash(typed)).toBe(shown));
});

describe('theme payload and starting values', () => {
  it('sends the five colours, darkPalette, the comma-joined palette and theme "custom"', () => {
    expect(themePayload({ ...defaults, primary: '#FF0000', darkPalette: false })).toEqual({
      background: '#0d101b',
      text: '#c5c5c5',
      primary: '#ff0000',
      sidebarBackground: '#0d101b',
      sidebarText: '#c5c5c5',
      darkPalette: false,
      palette: '#0d101b,#c5c5c5,#ff0000,#0d101b,#c5c5c5',
      theme: 'custom',
    });
  });

  it('empty saved values fall back to the SPEC defaults', () => {
    expect(themeFormValues(null)).toEqual({ ...DEFAULT_THEME, darkPalette: true });
    expect(themeFormValues({ background: '#ffffff', text: '', darkPalette: false })).toMatchObject({
      background: '#ffffff', text: '#c5c5c5', primary: '#3f76ff', darkPalette: false,
    });
    expect(themeFormValues({ background: '#ffffff' }).darkPalette).toBe(false);
  });
});

describe('sameThemeValues: the preview starts only once something changed', () => {
  it.each([
    [defaults, defaults, true],
    [defaults, { ...defaults, primary: ` ${DEFAULT_THEME.primary.toUpperCase()} ` }, true],
    [defaults, { ...defaults, primary: '#123456' }, false],
    [defaults, { ...defaults, darkPalette: false }, false],
    [defaults, { ...defaults, sidebarText: '#c5c5c6' }, false],
  ])('%#', (a, b, same) => expect(sameThemeValues(a, b)).toBe(same));
});

describe('CSS variables for the live preview', () => {
  it('maps the colours onto the site tokens, with shades mixed from each pair', () => {
    const vars = themeCssVars({ ...defaults, background: '#ffffff', text: '#000000', darkPalette: false });
    expect(vars['--c-canvas']).toBe('#ffffff');
    expect(vars['--c-fg']).toBe('#000000');
    expect(vars['--c-line']).toBe(mix('#ffffff', '#000000', 0.2));
    expect(vars['--c-sidebar']).toBe('#0d101b');
    expect(vars['--c-sidebar-fg']).toBe('#c5c5c5');
    expect(vars['color-scheme']).toBe('light');
    expect(vars['--c-danger']).toBe('#d92d20');
  });

  it('picks readable text on the primary colour and dark status colours for a dark palette', () => {
    expect(themeCssVars({ ...defaults, primary: '#1e3a8a' })['--c-on-primary']).toBe('#ffffff');
    expect(themeCssVars({ ...defaults, primary: '#ffe066' })['--c-on-primary']).toBe('#0d101b');
    // #3f76ff reaches 4.0:1 with white but 5.1:1 with the near-black: the readable one wins.
    expect(themeCssVars({ ...defaults, primary: '#3f76ff' })['--c-on-primary']).toBe('#0d101b');
    expect(themeCssVars(defaults)['color-scheme']).toBe('dark');
    expect(themeCssVars(defaults)['--c-danger']).toBe('#f97066');
  });

  it('body text keeps the contrast of the chosen pair', () => {
    const vars = themeCssVars(defaults);
    expect(contrastRatio(vars['--c-fg'], vars['--c-canvas'])).toBeCloseTo(contrastRatio('#c5c5c5', '#0d101b'));
    expect(contrastRatio(vars['--c-muted'], vars['--c-canvas'])).toBeGreaterThan(4.5);
  });

  it('primary-coloured text is shifted towards the text colour until it reads at 4.5:1', () => {
    const vars = themeCssVars(defaults);
    expect(contrastRatio(vars['--c-primary-text'], '#0d101b')).toBeGreaterThanOrEqual(4.5);
    expect(themeCssVars({ ...defaults, background: '#ffffff', text: '#000000', primary: '#1e3a8a' })['--c-primary-text']).toBe('#1e3a8a');
  });

  it('previews only a fully valid set', () => {
    expect(previewVars({ ...defaults, text: '#c5c' })).toBeNull();
    expect(previewVars(defaults)).not.toBeNull();
  });

  it('mixes in RGB', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#ff0000', '#0000ff', 0)).toBe('#ff0000');
  });
});
