/**
 * The spec examples whose meaning the codec is allowed not to keep, by example number, each with
 * why and the exact loss: `expected` turns the example's HTML into what may come back, so an
 * allowed example still fails when anything else is lost. Known losses are listed apart: they are
 * the editor's choices, counted against the floor.
 */

/** Elements of a rendering, to rewrite the expected HTML. */
function rewrite(html: string, edit: (root: HTMLElement) => void): string {
  const root = document.createElement('div');
  root.innerHTML = html;
  edit(root);
  return root.innerHTML;
}

const unwrap = (element: Element) => element.replaceWith(...element.childNodes);

/** ProseMirror holds one mark of a kind over a run: `<em>a <em>b</em></em>` is `<em>a b</em>`. */
const flattenSameKind = (html: string) =>
  rewrite(html, (root) => {
    for (const tag of ['em', 'strong', 'del']) {
      root.querySelectorAll(`${tag} ${tag}`).forEach(unwrap);
    }
  });

/** SPEC: only http(s) links (and relative and mailto ones the renderer keeps) are links. */
const dropOtherSchemes = (html: string) =>
  rewrite(html, (root) => {
    root.querySelectorAll('a').forEach((a) => {
      if (/^[a-z][a-z0-9+.-]*:/i.test(a.getAttribute('href') ?? '') && !/^(https?|mailto):/i.test(a.getAttribute('href') ?? '')) unwrap(a);
    });
  });

/** SPEC: a link needs an address, and a mark needs text to stand on (a paragraph left empty goes: markdown holds none). */
const dropEmptyLinks = (html: string) =>
  rewrite(html, (root) => {
    root.querySelectorAll('a').forEach((a) => {
      if (a.getAttribute('href') === '' || a.childNodes.length === 0) unwrap(a);
    });
    root.querySelectorAll('p').forEach((p) => {
      if (p.childNodes.length === 0) p.remove();
    });
  });

export interface Allowance {
  why: string;
  expected: (html: string) => string;
}

const nested: Allowance = { why: 'same-kind nested marks: ProseMirror holds one mark of a kind over a run', expected: flattenSameKind };
const scheme: Allowance = { why: 'a link whose scheme is not http or https: SPEC keeps only those (its text stays)', expected: dropOtherSchemes };
const empty: Allowance = { why: 'an empty link (no address, or no text for the mark to stand on): SPEC rules it out', expected: dropEmptyLinks };

export const ALLOWED_COMMONMARK: Readonly<Record<number, Allowance>> = {
  // `*(*foo*)*`, `__foo, __bar__, baz__`, `*foo *bar**`, `****foo****`, `[*bar*]` inside `*…*`, …
  369: nested, 373: nested, 389: nested, 407: nested, 408: nested, 409: nested, 417: nested, 418: nested, 419: nested,
  425: nested, 426: nested, 427: nested, 432: nested, 461: nested, 463: nested, 464: nested, 465: nested, 466: nested, 468: nested,
  // `<irc://…>`, `<a+b+c:d>`, `<made-up-scheme://…>`, `<localhost:5001/foo>`
  596: scheme, 598: scheme, 599: scheme, 601: scheme,
  // `[foo]: <>`, `[](./target.md)`, `[link]()`, `[link](<>)`, `[]()`, `[foo]()`
  200: empty, 484: empty, 485: empty, 486: empty, 487: empty, 567: empty,
};

/** Losses the editor chooses, counted against the floor. */
export const KNOWN_LOSSES_COMMONMARK: Readonly<Record<number, string>> = {
  475: 'an `<img>` tag is read as an image (SPEC) and written back as markdown `![](src "title")`, which renders with `alt=""`',
  478: 'inline code excludes every other mark (REFERENCE: "It excludes other marks"), so `*a `*`*` ends the emphasis before the code',
  479: 'inline code excludes every other mark: `_a `_`_`',
  516: 'inline code excludes every other mark: the code in `[link *foo **bar** `#`*](/uri)` leaves the link and the emphasis',
  530: 'inline code excludes every other mark: the same with a reference link',
  602: 'a GFM autolink literal right after `<` is written as `<…>` (bare after `<` it could read as an autolink with the `>`), which CommonMark renders as a link',
  606: 'the same for an email address after `<`',
};
