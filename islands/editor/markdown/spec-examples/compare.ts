/**
 * How the spec-examples test judges a round trip: the example and its round trip are rendered by
 * a reference renderer (commonmark.js for CommonMark, micromark with GFM for the GFM extensions)
 * and the HTML compared with whitespace inside text set aside.
 */
import { HtmlRenderer, Parser } from 'commonmark';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

export interface SpecExample {
  number: number;
  section: string;
  markdown: string;
}

const commonmarkParser = new Parser();
const commonmarkRenderer = new HtmlRenderer();

export const renderCommonMark = (markdown: string): string => commonmarkRenderer.render(commonmarkParser.parse(markdown));

export const renderGfm = (markdown: string): string =>
  micromark(markdown, { extensions: [gfm()], htmlExtensions: [gfmHtml()], allowDangerousHtml: true, allowDangerousProtocol: true });

const BLOCK_TAG = '(?:p|h[1-6]|ul|ol|li|blockquote|pre|hr|table|thead|tbody|tr|th|td|div)';
const AROUND_BLOCK_TAG = new RegExp(`\\s*(</?${BLOCK_TAG}\\b[^>]*>)\\s*`, 'g');

/**
 * Whitespace inside text aside: every run of whitespace is one space, and none is kept next to a
 * block tag (where it is only the renderer's line breaks), nor at the end of a code block.
 */
export function normalizeHtml(html: string): string {
  return html
    .replace(/\s+/g, ' ')
    .replace(/ <\/code><\/pre>/g, '</code></pre>')
    .replace(AROUND_BLOCK_TAG, '$1')
    .trim();
}

/** The spec shows tabs as arrows. */
export const withTabs = (markdown: string) => markdown.replace(/→/g, '\t');
