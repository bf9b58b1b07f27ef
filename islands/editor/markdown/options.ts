/**
 * How the document is written as markdown: `-` bullets, `*` emphasis, fenced code, `---`
 * dividers; underline as `<u>…</u>`. A second marker set (`*` and `)`) separates adjacent lists.
 */
import type { Options } from 'remark-stringify';
import { defaultHandlers } from 'mdast-util-to-markdown';
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
export const markdownHandlers = { underline, link } as Handlers;

export const stringifyOptions: Options = {
  handlers: markdownHandlers,
  emphasis: '*',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
  incrementListMarker: true,
};

/** A serialiser variant's list markers, in remark's own option names (the remark writer gets them as settings). */
export interface ListMarkers {
  readonly bullet: '-' | '*';
  readonly bulletOrdered: '.' | ')';
}

/**
 * The list markers of the two serialiser variants: variant 1 is for a list that directly follows
 * another list of its family. Both writers take them from here: remark as processor settings (which
 * the fixed options above leave open), the fast writer as they are.
 */
export const LIST_MARKERS: readonly ListMarkers[] = [
  { bullet: '-', bulletOrdered: '.' },
  { bullet: '*', bulletOrdered: ')' },
];
