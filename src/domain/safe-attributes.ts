/**
 * Attributes of user content that change how the page behaves rather than what it says: link
 * targets (a new window keeps `window.opener` unless rel says otherwise), classes (the site's
 * utility classes can lay an invisible layer over the whole page: `fixed inset-0 z-50 opacity-0`)
 * and a code block's language (written into a class). One rule each, for every surface: the
 * editor's three forms, paste, the viewer and the HTML sanitiser.
 */

/** What every link that opens elsewhere carries: no opener, no referrer, no endorsement. */
export const LINK_REL = 'noopener noreferrer nofollow';

/** A link needs LINK_REL whenever it has a target at all: a named target opens a window too. */
export function linkNeedsRel(target: string | null | undefined): boolean {
  return target !== null && target !== undefined;
}

/**
 * The classes user content may carry: the ones Plane's editor writes on links (older and current
 * releases), so stored Plane documents keep their look. All are colour, underline and cursor
 * utilities: none positions, sizes, layers or hides anything.
 */
export const USER_CONTENT_CLASSES: ReadonlySet<string> = new Set([
  'text-custom-primary-300', 'hover:text-custom-primary-500', 'text-accent-secondary', 'hover:text-accent-primary',
  'underline', 'underline-offset-[3px]', 'transition-colors', 'cursor-pointer',
]);

/** A code language: letters, digits and `_ + # . -` (c++, c#, objective-c, vue.js), at most 40. */
const LANGUAGE = /^[\w+#.-]{1,40}$/;
const LANGUAGE_CLASS = /^language-[\w+#.-]{1,40}$/;

export const DEFAULT_CODE_LANGUAGE = 'plaintext';

/** A code block's language for its class, lower-cased; anything that is not one word of the language alphabet is plain text. */
export function codeLanguage(value: unknown): string {
  if (typeof value !== 'string') return DEFAULT_CODE_LANGUAGE;
  const trimmed = value.trim().toLowerCase();
  return LANGUAGE.test(trimmed) ? trimmed : DEFAULT_CODE_LANGUAGE;
}

/** One word, at most 40, without a backtick (it would end a fence), markup characters or control characters. */
const INFO_WORD = /^[^\s`<>"'&\p{Cc}]{1,40}$/u;

/**
 * A fence's info word as the document keeps it, lower-cased: markdown's `föö` or `;` survive the
 * round trip (CommonMark examples 34, 144). It is data, never a class: the class is codeLanguage of it.
 */
export function codeInfoWord(value: unknown): string {
  if (typeof value !== 'string') return DEFAULT_CODE_LANGUAGE;
  const trimmed = value.trim().toLowerCase();
  return INFO_WORD.test(trimmed) ? trimmed : DEFAULT_CODE_LANGUAGE;
}

/**
 * The allowed part of a class attribute: the listed classes, and `language-…` naming a valid code
 * language; null when nothing is left. Every other class is dropped, whatever it does.
 */
export function safeClassList(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const kept = value.split(/\s+/).filter((name) => USER_CONTENT_CLASSES.has(name) || LANGUAGE_CLASS.test(name));
  return kept.length ? [...new Set(kept)].join(' ') : null;
}
