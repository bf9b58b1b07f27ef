/**
 * Editor link rules (SPEC section 5, "Editor links"): only http and https are valid, for the link
 * input and for autolink alike; parsed or pasted hrefs with script-capable schemes are rejected.
 */
import { isHttpUrl, sanitizeHref } from '../url';
import { LINK_REL } from '../safe-attributes';

export const LINK_TARGET = '_blank';
export { LINK_REL };

/** The link input applies a value only when this holds. */
export function isValidEditorLink(value: string): boolean {
  return isHttpUrl(value);
}

/**
 * An href read from markdown, HTML or JSON: script-capable schemes, and any href the renderer
 * would blank (only http(s), mailto, relative and fragment links render), are rejected — null:
 * the text stays, the link goes.
 */
export function acceptParsedHref(href: unknown): string | null {
  if (typeof href !== 'string') return null;
  return sanitizeHref(href.trim()) || null;
}

/** The href written into rendered HTML: script-capable values are blanked. */
export function renderHref(href: unknown): string {
  return sanitizeHref(typeof href === 'string' ? href : '');
}

export interface UrlMatch {
  start: number;
  end: number;
  url: string;
}

/** Characters that end a URL in running text, and trailing punctuation that is not part of it. */
const URL_CANDIDATE = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}*_~]+$/;

function trimTrailing(url: string): string {
  let result = url.replace(TRAILING_PUNCTUATION, '');
  // Keep a closing parenthesis that balances one inside the URL (wiki-style links).
  const opens = (url.match(/\(/g) ?? []).length;
  const closesKept = (result.match(/\)/g) ?? []).length;
  if (opens > closesKept && url.slice(result.length).startsWith(')')) result += ')';
  return result;
}

/** Every http(s) URL in a run of text, for autolink on paste and while typing. */
export function findUrls(text: string): UrlMatch[] {
  const matches: UrlMatch[] = [];
  for (const match of text.matchAll(URL_CANDIDATE)) {
    const url = trimTrailing(match[0]);
    if (!isValidEditorLink(url)) continue;
    const start = match.index ?? 0;
    matches.push({ start, end: start + url.length, url });
  }
  return matches;
}

/** The word just before the cursor, if it is a valid URL: autolink's check after a space or Enter. */
export function urlBeforeCursor(textBeforeCursor: string): UrlMatch | null {
  const word = /(\S+)$/.exec(textBeforeCursor);
  if (!word) return null;
  const start = textBeforeCursor.length - word[1].length;
  const found = findUrls(word[1]).find((m) => m.start === 0);
  return found ? { start, end: start + found.end, url: found.url } : null;
}
