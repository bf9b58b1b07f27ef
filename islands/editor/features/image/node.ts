import type { Node, NodeSpec } from '@milkdown/kit/prose/model';
import type { NodeSchema } from '@milkdown/kit/transformer';
import { $node } from '@milkdown/kit/utils';
import { DEFAULT_IMAGE_WIDTH, imageTag, isSafeImageSrc, normalizeImageSize, type ImageAttrs } from '../../../../src/domain/editor/images';
import { declined } from '../../markdown/decline';
import { PLAIN_URL, type FastBlockMarkdown, type FastInlineMarkdown } from '../../markdown/fast-writer';
import { str } from '../../markdown/mdast';

/**
 * Images (SPEC section 3): `src`, `width` (35% by default) and `height` (none by default), plus the
 * `alt` and `title` markdown and HTML give them. An image stands as a block of its own (`image`:
 * a paragraph of one image in markdown) or inline in text (`inlineImage`); both follow the same
 * upload, delete/restore and resize rules (lifecycle.ts, view.ts). Markdown has no image size: a
 * sized image is written as an `<img>` tag, which reads back.
 */

/** The two image node types: whatever holds for images holds for both. */
export const IMAGE_NODE_NAMES: ReadonlySet<string> = new Set(['image', 'inlineImage']);
export const isImageNode = (node: Node): boolean => IMAGE_NODE_NAMES.has(node.type.name);

export const imageAttrsOf = (node: Node): Required<ImageAttrs> => {
  const { src, width, height, alt, title } = node.attrs as { src: string; width: unknown; height: unknown; alt: unknown; title: unknown };
  return {
    src,
    width: normalizeImageSize(width) ?? DEFAULT_IMAGE_WIDTH,
    height: normalizeImageSize(height),
    alt: typeof alt === 'string' ? alt : '',
    title: typeof title === 'string' ? title : null,
  };
};

/** Block images: an `<img>` outside a paragraph or heading (an inline one is inside one). */
const INLINE_PARENTS = /^(P|H[1-6]|A|EM|I|STRONG|B|U|S|DEL|STRIKE|SPAN|CODE|SUB|SUP|MARK|SMALL|LABEL)$/;
const standsInline = (dom: HTMLElement) => INLINE_PARENTS.test(dom.parentElement?.tagName ?? '');

function attrsFromDom(dom: HTMLElement): Required<ImageAttrs> | false {
  const src = dom.getAttribute('src');
  if (!isSafeImageSrc(src)) return false;
  const width = normalizeImageSize(dom.style.width) ?? normalizeImageSize(dom.getAttribute('width')) ?? DEFAULT_IMAGE_WIDTH;
  const height = normalizeImageSize(dom.style.height) ?? normalizeImageSize(dom.getAttribute('height'));
  return { src: src.trim(), width, height, alt: dom.getAttribute('alt') ?? '', title: dom.getAttribute('title') };
}

function imageToDom(node: Node): ['img', Record<string, string>] {
  const { src, width, height, alt, title } = imageAttrsOf(node);
  return [
    'img',
    {
      // Sizes are written into a style attribute: only "240px", "35%" or a number get there.
      src: isSafeImageSrc(src) ? src : '',
      alt,
      ...(title !== null ? { title } : {}),
      width,
      ...(height ? { height } : {}),
      style: `width: ${width}; height: ${height ?? 'auto'};`,
    },
  ];
}

/** What both image nodes share: attributes, HTML, and reading from the markdown tree. */
function imageSpec(mdastType: string, inline: boolean): Pick<NodeSpec, 'attrs' | 'parseDOM' | 'toDOM' | 'atom' | 'draggable' | 'selectable'> & Pick<NodeSchema, 'parseMarkdown'> {
  return {
    atom: true,
    draggable: true,
    selectable: true,
    attrs: {
      src: { default: '' },
      width: { default: DEFAULT_IMAGE_WIDTH },
      height: { default: null },
      alt: { default: '' },
      title: { default: null },
    },
    parseDOM: [
      {
        tag: 'img[src]',
        // The inline rule is tried first; the block rule takes the rest.
        priority: inline ? 55 : 50,
        getAttrs: (dom: HTMLElement) => (inline && !standsInline(dom) ? false : attrsFromDom(dom)),
      },
    ],
    toDOM: imageToDom,
    parseMarkdown: {
      match: ({ type }) => type === mdastType,
      runner: (state, node, type) => {
        const src = str(node, 'url');
        if (!isSafeImageSrc(src)) return;
        state.addNode(type, {
          src,
          width: str(node, 'width') ?? DEFAULT_IMAGE_WIDTH,
          height: str(node, 'height') ?? null,
          alt: str(node, 'alt') ?? '',
          title: str(node, 'title') ?? null,
        });
      },
    },
  };
}

/** The image's markdown tree node: markdown's image, or the `<img>` tag when it is sized. */
function imageMdast(node: Node): { type: 'image' | 'html'; props?: { url: string; alt: string; title: string | null }; value?: string } {
  const attrs = imageAttrsOf(node);
  if (attrs.width === DEFAULT_IMAGE_WIDTH && !attrs.height) return { type: 'image', props: { url: attrs.src, alt: attrs.alt, title: attrs.title } };
  return { type: 'html', value: imageTag(attrs) };
}

/** Alt text and titles remark writes as they are (no escaping decision). */
const PLAIN_ALT = /^[\p{L}\p{N} .,;:!?'-]*$/u;
const PLAIN_TITLE = /^[\p{L}\p{N}][\p{L}\p{N} .,;:!?'-]*$/u;

/** The fast writer's image, exactly as remark writes it, or declined. */
function writeImageFast(node: Node): string {
  const attrs = imageAttrsOf(node);
  if (attrs.width !== DEFAULT_IMAGE_WIDTH || attrs.height) return imageTag(attrs);
  if (!PLAIN_URL.test(attrs.src) || !PLAIN_ALT.test(attrs.alt)) declined();
  if (attrs.title !== null && !PLAIN_TITLE.test(attrs.title)) declined();
  return `![${attrs.alt}](${attrs.src}${attrs.title === null ? '' : ` "${attrs.title}"`})`;
}

/** An image block. */
export const imageNode = $node('image', () => ({
  group: 'block',
  ...imageSpec('image', false),
  toMarkdown: {
    match: (node) => node.type.name === 'image',
    runner: (state, node) => {
      const { type, props, value } = imageMdast(node);
      state.openNode('paragraph', undefined, { children: [] });
      state.addNode(type, undefined, value, props);
      state.closeNode();
    },
  },
  // Written inside a paragraph of its own, as through remark.
  fastMarkdown: { mdast: 'paragraph', write: writeImageFast } satisfies FastBlockMarkdown,
}));

/** An image in a line of text (markdown `a ![b](c) d`, HTML `<p>a <img> d</p>`). */
export const inlineImageNode = $node('inlineImage', () => ({
  group: 'inline',
  inline: true,
  ...imageSpec('inlineImage', true),
  toMarkdown: {
    match: (node) => node.type.name === 'inlineImage',
    runner: (state, node) => {
      const { type, props, value } = imageMdast(node);
      state.addNode(type, undefined, value, props);
    },
  },
  fastMarkdown: {
    write: (node, line) => {
      // `!` before `[` reads as an image's start; an image in a link is left to remark.
      if (node.marks.length || line.openMarks || line.atLineStart) declined();
      return writeImageFast(node);
    },
  } satisfies FastInlineMarkdown,
}));
