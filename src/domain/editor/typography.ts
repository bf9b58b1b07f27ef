/**
 * Typographic replacements while typing (SPEC section 9; REFERENCE section 3 "Typography").
 * Each pattern is tested against the text before the cursor, including the character just typed;
 * the part in the `target` group is replaced (the rest of the match is context).
 */
export interface TypographyRule {
  name: string;
  pattern: RegExp;
  replacement: string;
}

/** Fractions need a line start or a space before them and a trailing space. */
const fraction = (digits: string) => new RegExp(`(?:^|\\s)(?<target>${digits.replace('/', '\\/')})\\s$`);

export const TYPOGRAPHY_RULES: readonly TypographyRule[] = [
  { name: 'em dash', pattern: /(?<target>--)$/, replacement: '—' },
  { name: 'double arrow', pattern: /(?<target>=>)$/, replacement: '⇒' },
  { name: 'left arrow', pattern: /(?<target><-)$/, replacement: '←' },
  { name: 'right arrow', pattern: /(?<target>->)$/, replacement: '→' },
  { name: 'ellipsis', pattern: /(?<target>\.\.\.)$/, replacement: '…' },
  { name: 'copyright', pattern: /(?<target>\([cC]\))$/, replacement: '©' },
  { name: 'trademark', pattern: /(?<target>\([tT][mM]\))$/, replacement: '™' },
  { name: 'servicemark', pattern: /(?<target>\([sS][mM]\))$/, replacement: '℠' },
  { name: 'registered', pattern: /(?<target>\([rR]\))$/, replacement: '®' },
  { name: 'one half', pattern: fraction('1/2'), replacement: '½' },
  { name: 'one quarter', pattern: fraction('1/4'), replacement: '¼' },
  { name: 'three quarters', pattern: fraction('3/4'), replacement: '¾' },
  { name: 'plus minus', pattern: /(?<target>\+\/-)$/, replacement: '±' },
  { name: 'not equal', pattern: /(?<target>!=)$/, replacement: '≠' },
  { name: 'left guillemet', pattern: /(?<target><<)$/, replacement: '«' },
  { name: 'right guillemet', pattern: /(?<target>>>)$/, replacement: '»' },
  { name: 'superscript two', pattern: /(?<target>\^2)$/, replacement: '²' },
  { name: 'superscript three', pattern: /(?<target>\^3)$/, replacement: '³' },
];

export interface TypographyEdit {
  /** Offsets into the text that was tested. */
  start: number;
  end: number;
  insert: string;
}

/** The edit one rule makes to the text before the cursor, or null when it does not apply. */
export function typographyEdit(rule: TypographyRule, text: string): TypographyEdit | null {
  const match = rule.pattern.exec(text);
  const target = match?.groups?.target;
  if (!match || target === undefined) return null;
  const start = match.index + match[0].indexOf(target);
  return { start, end: start + target.length, insert: rule.replacement };
}

/** Simulates typing `text` one character at a time with every rule active (for tests and docs). */
export function typeWithTypography(text: string): string {
  let out = '';
  for (const ch of text) {
    out += ch;
    for (const rule of TYPOGRAPHY_RULES) {
      const edit = typographyEdit(rule, out);
      if (edit) {
        out = out.slice(0, edit.start) + edit.insert + out.slice(edit.end);
        break;
      }
    }
  }
  return out;
}
