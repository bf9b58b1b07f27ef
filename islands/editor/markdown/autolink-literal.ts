/**
 * GFM autolink literals (`https://plane.so`, `www.plane.so`, `ada@plane.so` standing bare in text).
 * remark reads them as links and would write them back as `<https://plane.so>`; a link read from a
 * literal carries `literal` and is written bare again, when GFM is sure to read it back as the
 * same link: an address of plain characters, with a space, a line's edge or `(*_~` before it and
 * a space, a line's edge or trailing punctuation after it. Otherwise it is written as remark
 * writes any link.
 */
import type { MarkdownNode } from '@milkdown/kit/transformer';
import type { Info } from 'mdast-util-to-markdown';

const HTTP = /^https?:\/\/[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+(?::\d{1,5})?(?:\/[A-Za-z0-9\-._~/%=+?#,]*)?$/;
const WWW = /^www\.[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+(?:\/[A-Za-z0-9\-._~/%=+?#,]*)?$/;
const EMAIL = /^[A-Za-z0-9._+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;
// GFM leaves trailing punctuation out of a literal, so the address must not end in it.
const LAST = /[A-Za-z0-9/=#%+-]$/;
const BEFORE = new Set(['', '\n', ' ', '\t', '(', '*', '_', '~']);
const AFTER = new Set(['', '\n', ' ', '\t', '.', ',', ':', ';', '!', '?', ')', '*', '_', '~', '<']);

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

/** The text to write for a `literal` link, or null when it must be written as a link. */
export function bareLiteral(link: MarkdownNode, info: Pick<Info, 'before' | 'after'>): string | null {
  if (link.literal !== true || (link.title !== null && link.title !== undefined)) return null;
  const only = link.children?.length === 1 ? link.children[0] : null;
  if (only?.type !== 'text' || typeof only.value !== 'string') return null;
  if (literalHref(only.value) !== link.url) return null;
  return BEFORE.has(info.before.slice(-1)) && AFTER.has(info.after.charAt(0)) ? only.value : null;
}
