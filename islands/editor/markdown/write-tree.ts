/**
 * Remark's markdown writer (mdast-util-to-markdown, GFM's writers and ours for underline and links),
 * in a chunk of its own: the editor needs it only for a block its fast writer declines, and never
 * before it is created, so createEditor loads it beside Milkdown (remark-writer-loader.ts) rather than
 * every editor page carrying it in its first chunk (about 12 KiB gzip, bench/report.md `js-weight`).
 */
import type { Root } from 'mdast';
import { defaultHandlers, toMarkdown, type Options } from 'mdast-util-to-markdown';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { stringifyOptions, type ListMarkers } from './options';
import { bareLiteral, needsResourceForm } from './autolink-literal';

type Handlers = NonNullable<Options['handlers']>;
/** Every mdast-util-to-markdown handler has the text handler's signature. */
type Handler = NonNullable<Handlers['text']>;

const underline: Handler = (node, _parent, state, info) => {
  const exit = state.enter('phrasing' as never);
  const tracker = state.createTracker(info);
  let value = tracker.move('<u>');
  value += tracker.move(state.containerPhrasing(node as never, { before: value, after: '<', ...tracker.current() }));
  value += tracker.move('</u>');
  exit();
  return value;
};

/**
 * A link read from a GFM autolink literal is written bare again where GFM reads it back alike; an
 * address `<…>` would not hold is written `[…](…)` (remark's `resourceLink` option, for this link only).
 */
type LinkHandler = typeof defaultHandlers.link;
const asResource = <T>(state: Parameters<LinkHandler>[2], write: () => T): T => {
  const before = state.options.resourceLink;
  state.options.resourceLink = true;
  try {
    return write();
  } finally {
    state.options.resourceLink = before;
  }
};
const link: LinkHandler = Object.assign(
  (...[node, parent, state, info]: Parameters<LinkHandler>) =>
    bareLiteral(node as never, parent as never, info) ??
    (needsResourceForm(node as never) ? asResource(state, () => defaultHandlers.link(node, parent, state, info)) : defaultHandlers.link(node, parent, state, info)),
  // What follows a link for the text before it: as remark's, `[` or `<` (escaping for it is safe before a bare address too).
  {
    peek: (...[node, parent, state]: Parameters<typeof defaultHandlers.link.peek>) =>
      needsResourceForm(node as never) ? '[' : defaultHandlers.link.peek(node, parent, state),
  },
);

/** Custom node types are not in the library's handler map type, hence the cast. */
const markdownHandlers = { underline, link } as Handlers;


const extensions = [gfmToMarkdown()];

/** What remark-stringify with remark-gfm writes for the tree, in the given list markers. */
export function writeTree(tree: Root, markers: ListMarkers): string {
  return toMarkdown(tree, { ...markers, ...stringifyOptions, handlers: markdownHandlers, extensions });
}
