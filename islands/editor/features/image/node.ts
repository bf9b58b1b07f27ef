import type { Node } from '@milkdown/kit/prose/model';
import { $node } from '@milkdown/kit/utils';
import { DEFAULT_IMAGE_WIDTH, imageTag, isSafeImageSrc, normalizeImageSize } from '../../../../src/domain/editor/images';
import { declined } from '../../markdown/decline';
import { PLAIN_URL, type FastBlockMarkdown } from '../../markdown/fast-writer';
import { str } from '../../markdown/mdast';

/** An image block: `src`, `width` (35% by default) and `height` (none by default). */
export const imageNode = $node('image', () => ({
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  attrs: {
    src: { default: '' },
    width: { default: DEFAULT_IMAGE_WIDTH },
    height: { default: null },
  },
  parseDOM: [
    {
      tag: 'img[src]',
      getAttrs: (dom: HTMLElement) => {
        const src = dom.getAttribute('src');
        if (!isSafeImageSrc(src)) return false;
        const width = normalizeImageSize(dom.style.width) ?? normalizeImageSize(dom.getAttribute('width')) ?? DEFAULT_IMAGE_WIDTH;
        const height = normalizeImageSize(dom.style.height) ?? normalizeImageSize(dom.getAttribute('height'));
        return { src: src.trim(), width, height };
      },
    },
  ],
  toDOM: (node: Node) => {
    const { src } = node.attrs as { src: string };
    // Sizes are written into a style attribute: only "240px", "35%" or a number get there.
    const width = normalizeImageSize(node.attrs.width) ?? DEFAULT_IMAGE_WIDTH;
    const height = normalizeImageSize(node.attrs.height);
    return [
      'img',
      {
        src: isSafeImageSrc(src) ? src : '',
        alt: '',
        width,
        ...(height ? { height } : {}),
        style: `width: ${width}; height: ${height ?? 'auto'};`,
      },
    ];
  },
  parseMarkdown: {
    match: ({ type }) => type === 'image',
    runner: (state, node, type) => {
      const src = str(node, 'url');
      if (!isSafeImageSrc(src)) return;
      state.addNode(type, { src, width: str(node, 'width') ?? DEFAULT_IMAGE_WIDTH, height: str(node, 'height') ?? null });
    },
  },
  toMarkdown: {
    match: (node) => node.type.name === 'image',
    runner: (state, node) => {
      const { src, width, height } = node.attrs as { src: string; width: string; height: string | null };
      state.openNode('paragraph', undefined, { children: [] });
      // Markdown has no image size: a sized image is written as an <img> tag, which reads back.
      if (width === DEFAULT_IMAGE_WIDTH && !height) state.addNode('image', undefined, undefined, { url: src, alt: '', title: null });
      else state.addNode('html', undefined, imageTag({ src, width, height }));
      state.closeNode();
    },
  },
  // Written inside a paragraph of its own, as through remark.
  fastMarkdown: {
    mdast: 'paragraph',
    write: (node) => {
      const { src, width, height } = node.attrs as { src: string; width: string; height: string | null };
      if (width !== DEFAULT_IMAGE_WIDTH || height) return imageTag({ src, width, height });
      if (!PLAIN_URL.test(src)) declined();
      return `![](${src})`;
    },
  } satisfies FastBlockMarkdown,
}));
