import type { Mark } from '@milkdown/kit/prose/model';
import { $mark } from '@milkdown/kit/utils';
import { acceptParsedHref, LINK_REL, LINK_TARGET, renderHref } from '../../../src/domain/editor/links';
import { safeClassList } from '../../../src/domain/safe-attributes';
import { str } from '../nodes/mdast';
import { withTextMark } from './with-mark';
import { parseInsideMark } from './parse-mark';

/**
 * A link: `href`, `target` (new tab by default), `rel` and `class` (SPEC section 3). Script-capable
 * hrefs are rejected when parsed (the text stays, the link goes) and blanked when rendered.
 */
export const linkMark = $mark('link', () => ({
  attrs: {
    href: { default: '' },
    target: { default: LINK_TARGET },
    rel: { default: LINK_REL },
    class: { default: null },
  },
  inclusive: false,
  parseDOM: [
    {
      tag: 'a[href]',
      getAttrs: (dom: HTMLElement) => {
        const href = acceptParsedHref(dom.getAttribute('href'));
        if (href === null) return false;
        return { href, target: dom.getAttribute('target') || LINK_TARGET, rel: LINK_REL, class: safeClassList(dom.getAttribute('class')) };
      },
    },
  ],
  toDOM: (mark: Mark) => {
    const className = safeClassList(mark.attrs.class);
    return ['a', { href: renderHref(mark.attrs.href), target: mark.attrs.target || LINK_TARGET, rel: LINK_REL, ...(className ? { class: className } : {}) }, 0];
  },
  parseMarkdown: {
    match: (node) => node.type === 'link',
    runner: (state, node, markType) => {
      const href = acceptParsedHref(str(node, 'url'));
      if (href === null) {
        state.next(node.children ?? []);
        return;
      }
      parseInsideMark(state, markType, node.children ?? [], { href });
    },
  },
  toMarkdown: {
    match: (mark) => mark.type.name === 'link',
    runner: (state, mark, node) => {
      withTextMark(state, mark, node, 'link', { url: renderHref(mark.attrs.href), title: null });
    },
  },
}));
