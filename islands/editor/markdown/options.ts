/**
 * How the document is written as markdown: `-` bullets, `*` emphasis, fenced code, `---`
 * dividers (underline as `<u>…</u>` and links: write-tree.ts). A second marker set (`*` and `)`)
 * separates adjacent lists.
 */
export const stringifyOptions = {
  emphasis: '*',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
  incrementListMarker: true,
} as const;

/** A serialiser variant's list markers, in remark's own option names (write-tree.ts passes them to remark's writer). */
export interface ListMarkers {
  readonly bullet: '-' | '*';
  readonly bulletOrdered: '.' | ')';
}

/**
 * The list markers of the two serialiser variants: variant 1 is for a list that directly follows
 * another list of its family. Both writers take them from here: remark's beside the fixed options above
 * (which leave them open), the fast writer as they are.
 */
export const LIST_MARKERS: readonly ListMarkers[] = [
  { bullet: '-', bulletOrdered: '.' },
  { bullet: '*', bulletOrdered: ')' },
];
