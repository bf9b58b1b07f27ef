/**
 * GFM autolink literals (`https://plane.so`, `www.plane.so`, `ada@plane.so` standing bare in text).
 * remark reads them as links and would write them back as `<https://plane.so>`; a link read from a
 * literal carries `literal` and is written bare again, when GFM is sure to read it back as the
 * same link: an address of plain characters, with a space, a line's edge or `(*_~` before it, and
 * after it trailing punctuation GFM leaves out at most, then a space or the line's end (GFM runs a
 * literal on to the next space and only then trims punctuation: `https://x.io/,\*` reads as a link
 * to `https://x.io/,\`). Otherwise it is written as remark writes any link.
 */
import type { MarkdownNode } from '@milkdown/kit/transformer';
import type { Info } from 'mdast-util-to-markdown';

const HTTP = /^https?:\/\/[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+(?::\d{1,5})?(?:\/[A-Za-z0-9\-._~/%=+?#,]*)?$/;
const WWW = /^www\.[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+(?:\/[A-Za-z0-9\-._~/%=+?#,]*)?$/;
const EMAIL = /^[A-Za-z0-9._+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;
// GFM leaves trailing punctuation out of a literal, so the address must not end in it.
const LAST = /[A-Za-z0-9/=#%+-]$/;
const BEFORE = new Set(['', '\n', ' ', '\t', '(', '*', '_', '~']);
// Trailing punctuation GFM leaves out of a literal that remark writes unescaped: `.,:!?`, and `)`,
// which these addresses (no parentheses) never balance.
const TRAILING = /^[.,:!?)]*/;
const LINES = new Set(['paragraph', 'heading', 'tableCell']);

/** The address GFM gives a literal with this text, or null when the text is none. */
function literalHref(text: string): string | null {
  if (!LAST.test(text)) return null;
  if (HTTP.test(text)) return text;
  if (WWW.test(text)) return `http://${text}`;
  if (EMAIL.test(text)) return `mailto:${text}`;
  return null;
}

/** Whether a link in the source was a literal: it starts with neither `[` nor `<`. */
export function readAsLiteral(link: MarkdownNode, source: string | undefined): boolean {
  const start = link.position?.start?.offset;
  if (source === undefined || typeof start !== 'number') return false;
  return source[start] !== '[' && source[start] !== '<';
}

/**
 * Whether GFM ends a literal where the link ends, judged on the node that follows the link in its
 * parent (remark's `after` is only its first character, before encoding: a space that ends a line is
 * written `&#x20;`, which GFM runs the literal on through). A text must go on with trailing
 * punctuation at most, then a space that is not the line's last character, or end the line itself.
 */
function endsAtLink(link: MarkdownNode, parent: MarkdownNode | undefined, after: string): boolean {
  const siblings = parent?.children ?? [];
  const index = siblings.indexOf(link);
  const endsLine = (at: number) => at === siblings.length - 1 && LINES.has(parent?.type ?? '');
  const next = siblings[index + 1];
  // Last in its parent: the line's end, or the closing tag of `<u>`; an emphasis's delimiter is not sure.
  if (next === undefined) return endsLine(index) || after.charAt(0) === '<';
  if (next.type !== 'text' || typeof next.value !== 'string') return after.charAt(0) === '<' || after.charAt(0) === '\n';
  const rest = next.value.slice(TRAILING.exec(next.value)?.[0].length ?? 0);
  if (rest === '') return endsLine(index + 1);
  if (!/^\s/.test(rest)) return false;
  return /\S/.test(rest) || !endsLine(index + 1);
}

/** The text to write for a `literal` link, or null when it must be written as a link. */
export function bareLiteral(link: MarkdownNode, parent: MarkdownNode | undefined, info: Pick<Info, 'before' | 'after'>): string | null {
  if (link.literal !== true || (link.title !== null && link.title !== undefined)) return null;
  const only = link.children?.length === 1 ? link.children[0] : null;
  if (only?.type !== 'text' || typeof only.value !== 'string') return null;
  if (literalHref(only.value) !== link.url) return null;
  return BEFORE.has(info.before.slice(-1)) && endsAtLink(link, parent, info.after) ? only.value : null;
}

// An email CommonMark reads between `<…>` (spec 6.5): a domain of labels that start and end with a letter or digit.
const AUTOLINK_EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/**
 * Whether remark would write this link as an email autolink (`<a@.a>`) that CommonMark does not
 * read as one: GFM's literal reader takes some addresses (`a@.a`) that `<…>` does not, and each
 * round trip would then wrap the text in one more pair of brackets. Such a link is written `[…](…)`.
 */
export function needsResourceForm(link: MarkdownNode): boolean {
  const url = typeof link.url === 'string' ? link.url : '';
  const only = link.children?.length === 1 ? link.children[0] : null;
  if (!url.startsWith('mailto:') || only?.type !== 'text' || `mailto:${String(only.value)}` !== url) return false;
  return !AUTOLINK_EMAIL.test(String(only.value));
}
