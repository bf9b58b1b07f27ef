import type { Mark, MarkType, ResolvedPos } from '@milkdown/kit/prose/model';
import type { Command, EditorState } from '@milkdown/kit/prose/state';
import { $mark } from '@milkdown/kit/utils';
import { acceptParsedHref, isValidEditorLink, LINK_REL, LINK_TARGET, renderHref } from '../../../src/domain/editor/links';
import { safeClassList } from '../../../src/domain/safe-attributes';
import { declined } from '../markdown/decline';
import { PLAIN_URL, type FastMarkMarkdown } from '../markdown/fast-writer';
import { str } from '../markdown/mdast';
import { withTextMark } from './with-mark';
import { parseInsideMark } from './parse-mark';

/**
 * A link: `href`, `target` (new tab by default), `rel` and `class` (SPEC section 3), the optional
 * `title` markdown and HTML give a link (`[a](url "title")`, `<a title>`), and `literal` for a link
 * read from a bare address (a GFM autolink literal), which markdown writes bare again
 * (markdown/autolink-literal.ts). Script-capable hrefs are rejected when parsed (the text stays,
 * the link goes) and blanked when rendered.
 */
export const linkMark = $mark('link', () => ({
  // Written outside every other mark when they run alike (mark-order.ts).
  priority: 30,
  attrs: {
    href: { default: '' },
    target: { default: LINK_TARGET },
    rel: { default: LINK_REL },
    class: { default: null },
    title: { default: null },
    literal: { default: false },
  },
  inclusive: false,
  parseDOM: [
    {
      tag: 'a[href]',
      getAttrs: (dom: HTMLElement) => {
        const href = acceptParsedHref(dom.getAttribute('href'));
        if (href === null) return false;
        return {
          href,
          target: dom.getAttribute('target') || LINK_TARGET,
          rel: LINK_REL,
          class: safeClassList(dom.getAttribute('class')),
          title: dom.getAttribute('title'),
          literal: dom.getAttribute('data-literal') === 'true',
        };
      },
    },
  ],
  toDOM: (mark: Mark) => {
    const className = safeClassList(mark.attrs.class);
    return [
      'a',
      {
        href: renderHref(mark.attrs.href),
        target: mark.attrs.target || LINK_TARGET,
        rel: LINK_REL,
        ...(className ? { class: className } : {}),
        ...(typeof mark.attrs.title === 'string' ? { title: mark.attrs.title } : {}),
        ...(mark.attrs.literal === true ? { 'data-literal': 'true' } : {}),
      },
      0,
    ];
  },
  parseMarkdown: {
    match: (node) => node.type === 'link',
    runner: (state, node, markType) => {
      const href = acceptParsedHref(str(node, 'url'));
      if (href === null) {
        state.next(node.children ?? []);
        return;
      }
      parseInsideMark(state, markType, node.children ?? [], { href, title: str(node, 'title') ?? null, literal: node.literal === true });
    },
  },
  toMarkdown: {
    match: (mark) => mark.type.name === 'link',
    runner: (state, mark, node) => {
      withTextMark(state, mark, node, 'link', { url: renderHref(mark.attrs.href), title: linkTitle(mark), ...(mark.attrs.literal === true ? { literal: true } : {}) });
    },
  },
  fastMarkdown: {
    open: '[',
    close: (mark, label) => {
      const href = renderHref(mark.attrs.href);
      // remark writes a link whose text is its address as an autolink (`<…>`).
      // A bare address is remark's to write (it knows what stands around it).
      if (mark.attrs.literal === true || !PLAIN_URL.test(href) || href === label || href === `mailto:${label}`) declined();
      const title = linkTitle(mark);
      if (title === null) return `](${href})`;
      if (!PLAIN_TITLE.test(title)) declined();
      return `](${href} "${title}")`;
    },
  } satisfies FastMarkMarkdown,
}));

/** A title remark writes as it is between double quotes. */
const PLAIN_TITLE = /^[\p{L}\p{N}][\p{L}\p{N} .,;:!?'-]*$/u;

const linkTitle = (mark: Mark): string | null => (typeof mark.attrs.title === 'string' ? mark.attrs.title : null);

// The link editor's commands: only valid http(s) URLs are ever applied.

/** Transactions that set, toggle or remove a link on purpose carry this meta: autolink stays out. */
export const SKIP_AUTOLINK = 'planeSkipAutolink';

/** The extent of the mark around a position (so editing a link changes all of it). */
function markExtent($pos: ResolvedPos, type: MarkType): { from: number; to: number } | null {
  const { parent, parentOffset } = $pos;
  const start = parent.childAfter(parentOffset);
  if (!start.node || !type.isInSet(start.node.marks)) return null;
  const mark = type.isInSet(start.node.marks)!;
  let startIndex = $pos.index();
  let startPos = $pos.start() + start.offset;
  let endIndex = startIndex + 1;
  let endPos = startPos + start.node.nodeSize;
  while (startIndex > 0 && mark.isInSet(parent.child(startIndex - 1).marks)) {
    startIndex -= 1;
    startPos -= parent.child(startIndex).nodeSize;
  }
  while (endIndex < parent.childCount && mark.isInSet(parent.child(endIndex).marks)) {
    endPos += parent.child(endIndex).nodeSize;
    endIndex += 1;
  }
  return { from: startPos, to: endPos };
}

/** The href of the link at the selection, if the selection is on one. */
export function currentLinkHref(state: EditorState): string | null {
  const type = state.schema.marks.link;
  const { from, to, $from } = state.selection;
  let href: string | null = null;
  state.doc.nodesBetween(from, Math.max(to, from + 1), (node) => {
    const mark = type.isInSet(node.marks);
    if (mark && href === null) href = String(mark.attrs.href);
  });
  if (href === null) href = (type.isInSet($from.marks())?.attrs.href as string | undefined) ?? null;
  return href;
}

function linkRange(state: EditorState): { from: number; to: number } {
  const { from, to, empty, $from } = state.selection;
  if (!empty) return { from, to };
  return markExtent($from, state.schema.marks.link) ?? { from, to };
}

export function setLink(href: string): Command {
  return (state, dispatch) => {
    const url = href.trim();
    if (!isValidEditorLink(url)) return false;
    const { from, to } = linkRange(state);
    if (from === to) return false;
    const type = state.schema.marks.link;
    dispatch?.(state.tr.removeMark(from, to, type).addMark(from, to, type.create({ href: url })).setMeta(SKIP_AUTOLINK, true));
    return true;
  };
}

export const unsetLink: Command = (state, dispatch) => {
  const { from, to } = linkRange(state);
  const type = state.schema.marks.link;
  if (!state.doc.rangeHasMark(from, Math.max(to, from + 1), type) && from === to) return false;
  let start = from;
  let end = to;
  // Remove the whole link when the selection sits inside it.
  const extent = markExtent(state.doc.resolve(from), type);
  if (extent) {
    start = Math.min(start, extent.from);
    end = Math.max(end, extent.to);
  }
  dispatch?.(state.tr.removeMark(start, end, type).setMeta(SKIP_AUTOLINK, true));
  return true;
};
