/**
 * The custom theme (SPEC sections 3, 5 and 9; REFERENCE 2.8): the five colours, their validation,
 * the payload the theme update call sends, and the CSS variables that repaint the site.
 */
import * as yup from 'yup';
import { DEFAULT_THEME } from './constants';
import type { Theme } from './entities';
import { themeMessages } from './messages';

export type ThemeColorKey = 'background' | 'text' | 'primary' | 'sidebarBackground' | 'sidebarText';

export type ThemeFormValues = Record<ThemeColorKey, string> & { darkPalette: boolean };

export interface ThemeField {
  key: ThemeColorKey;
  label: string;
  requiredMessage: string;
  /** The colour used for text drawn on this one, in the previews. */
  pairedWith: ThemeColorKey;
}

export const THEME_FIELDS: readonly ThemeField[] = [
  { key: 'background', label: themeMessages.backgroundLabel, requiredMessage: themeMessages.backgroundRequired, pairedWith: 'text' },
  { key: 'text', label: themeMessages.textLabel, requiredMessage: themeMessages.textRequired, pairedWith: 'background' },
  { key: 'primary', label: themeMessages.primaryLabel, requiredMessage: themeMessages.primaryRequired, pairedWith: 'background' },
  { key: 'sidebarBackground', label: themeMessages.sidebarBackgroundLabel, requiredMessage: themeMessages.sidebarBackgroundRequired, pairedWith: 'sidebarText' },
  { key: 'sidebarText', label: themeMessages.sidebarTextLabel, requiredMessage: themeMessages.sidebarTextRequired, pairedWith: 'sidebarBackground' },
];

export const THEME_COLOR_KEYS: readonly ThemeColorKey[] = THEME_FIELDS.map((f) => f.key);

const HEX = /^#([A-Fa-f0-9]{6}|[A-Fa-f0-9]{3})$/;

/**
 * SPEC: seven characters with a leading #, and 3 or 6 hex digits after it. Both rules apply, so
 * in practice only #rrggbb passes (the message says "6 characters" for that reason).
 */
export function isValidThemeHex(value: string): boolean {
  return value.length === 7 && HEX.test(value);
}

/** As the user types: a missing # is added; an emptied field stays empty so "required" can show. */
export function withHash(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  return trimmed.startsWith('#') ? trimmed : `#${trimmed}`;
}

const colour = (required: string) =>
  yup
    .string()
    .trim()
    .required(required)
    .test('hex', themeMessages.invalidHex, (value) => value === undefined || isValidThemeHex(value));

export const themeSchema = yup.object({
  background: colour(themeMessages.backgroundRequired),
  text: colour(themeMessages.textRequired),
  primary: colour(themeMessages.primaryRequired),
  sidebarBackground: colour(themeMessages.sidebarBackgroundRequired),
  sidebarText: colour(themeMessages.sidebarTextRequired),
  darkPalette: yup.boolean().required(),
});

export function validateTheme(values: ThemeFormValues): Partial<Record<ThemeColorKey, string>> {
  try {
    themeSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Partial<Record<ThemeColorKey, string>> = {};
    if (error instanceof yup.ValidationError) {
      for (const inner of error.inner) {
        const key = inner.path as ThemeColorKey;
        if (key && !errors[key]) errors[key] = inner.message;
      }
    }
    return errors;
  }
}

/** Relative luminance (WCAG), 0 for black to 1 for white. */
export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function isDarkColour(hex: string): boolean {
  return luminance(hex) < 0.2;
}

/** The form's starting values: the saved theme, with empty fields falling back to the defaults. */
export function themeFormValues(saved: Partial<Theme> | null | undefined): ThemeFormValues {
  const pick = (key: ThemeColorKey) => {
    const value = saved?.[key];
    return typeof value === 'string' && value.trim() ? value.trim() : DEFAULT_THEME[key];
  };
  const values = {
    background: pick('background'),
    text: pick('text'),
    primary: pick('primary'),
    sidebarBackground: pick('sidebarBackground'),
    sidebarText: pick('sidebarText'),
  };
  const darkPalette = typeof saved?.darkPalette === 'boolean' ? saved.darkPalette : isDarkColour(values.background);
  return { ...values, darkPalette };
}

/** What the user theme update call sends: the five colours, darkPalette, the palette string and "custom". */
export function themePayload(values: ThemeFormValues): Theme {
  const colours = Object.fromEntries(THEME_COLOR_KEYS.map((key) => [key, values[key].trim().toLowerCase()])) as Record<ThemeColorKey, string>;
  return {
    ...colours,
    darkPalette: values.darkPalette,
    palette: THEME_COLOR_KEYS.map((key) => colours[key]).join(','),
    theme: 'custom',
  };
}

export function hexToRgb(hex: string): [number, number, number] {
  let digits = hex.replace('#', '');
  if (digits.length === 3) digits = digits.split('').map((d) => d + d).join('');
  const n = parseInt(digits, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

/** `amount` of the way from `from` to `to`: the shades come from mixing each colour with its pair. */
export function mix(from: string, to: string, amount: number): string {
  const a = hexToRgb(from);
  const b = hexToRgb(to);
  return rgbToHex([a[0] + (b[0] - a[0]) * amount, a[1] + (b[1] - a[1]) * amount, a[2] + (b[2] - a[2]) * amount]);
}

/** WCAG contrast ratio between two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const STATUS = {
  light: { danger: '#d92d20', dangerStrong: '#b42318', dangerSoft: '#fee4e2', success: '#15803d', warning: '#b45309' },
  dark: { danger: '#f97066', dangerStrong: '#f04438', dangerSoft: '#3a1a1a', success: '#4ade80', warning: '#fbbf24' },
} as const;

/** `colour` moved towards `towards` just enough to read at 4.5:1 on `background` (AA body text). */
export function readableOn(colour: string, background: string, towards: string): string {
  for (let step = 0; step <= 10; step += 1) {
    const candidate = mix(colour, towards, step / 10);
    if (contrastRatio(candidate, background) >= 4.5) return candidate;
  }
  return towards;
}

/** The storage key the layout's head script reads before first paint. */
export const CUSTOM_THEME_STORAGE_KEY = 'plane:custom-theme-vars';

/**
 * The site's colour tokens (src/styles/global.css) derived from the five colours: surfaces and lines
 * are shades of the background towards the text colour, muted text is the text towards the
 * background, and the primary gets a stronger and a soft shade. darkPalette picks the status
 * colours and the browser's colour scheme (form controls, scrollbars).
 */
export function themeCssVars(values: ThemeFormValues): Record<string, string> {
  const v = Object.fromEntries(THEME_COLOR_KEYS.map((key) => [key, values[key].toLowerCase()])) as Record<ThemeColorKey, string>;
  const status = values.darkPalette ? STATUS.dark : STATUS.light;
  const onPrimary = contrastRatio(v.primary, '#ffffff') >= contrastRatio(v.primary, '#0d101b') ? '#ffffff' : '#0d101b';
  return {
    'color-scheme': values.darkPalette ? 'dark' : 'light',
    '--c-canvas': v.background,
    '--c-surface': mix(v.background, v.text, 0.04),
    '--c-surface-2': mix(v.background, v.text, 0.09),
    '--c-line': mix(v.background, v.text, 0.2),
    '--c-fg': v.text,
    '--c-muted': mix(v.text, v.background, 0.28),
    '--c-primary': v.primary,
    '--c-primary-strong': mix(v.primary, values.darkPalette ? '#ffffff' : '#000000', 0.18),
    '--c-primary-soft': mix(v.background, v.primary, 0.16),
    '--c-primary-text': readableOn(v.primary, v.background, v.text),
    '--c-on-primary': onPrimary,
    '--c-danger': status.danger,
    '--c-danger-strong': status.dangerStrong,
    '--c-danger-soft': status.dangerSoft,
    '--c-success': status.success,
    '--c-warning': status.warning,
    '--c-sidebar': v.sidebarBackground,
    '--c-sidebar-fg': v.sidebarText,
  };
}

/** Whether two sets of form values are the same theme (colours compared as they would be saved). */
export function sameThemeValues(a: ThemeFormValues, b: ThemeFormValues): boolean {
  return a.darkPalette === b.darkPalette && THEME_COLOR_KEYS.every((key) => a[key].trim().toLowerCase() === b[key].trim().toLowerCase());
}

/** The preview while typing: only a fully valid set of colours repaints the site. */
export function previewVars(values: ThemeFormValues): Record<string, string> | null {
  return THEME_COLOR_KEYS.every((key) => isValidThemeHex(values[key].trim())) ? themeCssVars(values) : null;
}
