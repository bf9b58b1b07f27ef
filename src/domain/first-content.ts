/**
 * A pre-rendered page of the demo workspace carries its first content (drawn at build time from
 * the seed) and the answers to its first reads, both what the mock says in the default scenario to
 * an admin on unedited data. A gate in the page's <head> decides before first paint whether that
 * holds for this reader, and marks <html> with the verdict: `shown`, or `dropped` (then the page
 * shows its skeleton and asks the mock, as any other page). Pages, the site's boot and the islands
 * read this one attribute.
 */
export const FIRST_CONTENT_ATTRIBUTE = 'data-first-content';
export const FIRST_CONTENT_SHOWN = 'shown';
export const FIRST_CONTENT_DROPPED = 'dropped';

/** Marks, on the page's elements, which is the first content and which the skeleton shown instead. */
export const FIRST_CONTENT_PART = 'data-first-content-part';
/** The attribute that marks an element as the first content or the skeleton drawn in its place. */
export const firstContentPart = (name: 'content' | 'skeleton') => ({ [FIRST_CONTENT_PART]: name });
/** On the first content: when the build drew it (epoch ms), which its relative dates ("7 days ago") count from. */
export const FIRST_CONTENT_DRAWN_AT = 'data-drawn-at';
/** The prefix of the ids React writes in the first content (useId), the same in the build and the browser. */
export const FIRST_CONTENT_ID_PREFIX = 'first-';

/**
 * The window property under which the gate keeps a click on the first content made before the page
 * adopted it (drawn HTML has no handlers yet): `{ target, stop }`. The island takes it (islands/app-shell/held-click.ts)
 * and gives the click again once React has the content, so no early click is lost.
 */
export const FIRST_CONTENT_HELD_CLICK = '__firstContentHeldClick';

/** Whether the page's gate let its first content show (false on every page without one). */
export function firstContentShown(doc: Pick<Document, 'documentElement'> | undefined): boolean {
  return doc?.documentElement.getAttribute(FIRST_CONTENT_ATTRIBUTE) === FIRST_CONTENT_SHOWN;
}
