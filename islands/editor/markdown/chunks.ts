/**
 * Markdown cut into pieces that parse, one after another, to the same blocks as the whole text
 * (pure: no editor needed). A large paste reads and inserts one piece per task (plugins/large-paste.ts).
 *
 * A cut goes only at a blank line, outside a fence, before a line that cannot continue what came
 * before it: not indented (a list item's or code's continuation), not a list marker (the next item
 * of a loose list), not a quote marker. Text whose blocks reach across blank lines in other ways
 * (link reference definitions, which apply to the whole document; HTML blocks such as comments or
 * <pre>, which may hold blank lines) is not cut at all.
 */

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const CONTINUES = /^(?:[ \t]|[-*+](?:[ \t]|$)|\d{1,9}[.)](?:[ \t]|$)| {0,3}>)/;
const WHOLE_DOCUMENT = /^ {0,3}(?:\[[^\]\n]+\]:|<!--|<\?|<![A-Za-z[]|<(?:pre|script|style|textarea)\b)/im;

/**
 * The text in pieces of about `size` characters (a piece is longer when no cut is allowed sooner),
 * or null when it must be read whole.
 */
export function splitMarkdown(text: string, size: number): string[] | null {
  if (WHOLE_DOCUMENT.test(text)) return null;
  const pieces: string[] = [];
  let start = 0;
  let fence: string | null = null;
  let previousBlank = false;
  let lineStart = 0;
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd === -1) lineEnd = text.length;
    const line = text.slice(lineStart, lineEnd);
    const marker = FENCE.exec(line)?.[1];
    if (fence === null) {
      if (previousBlank && lineStart - start >= size && line.trim() !== '' && !CONTINUES.test(line)) {
        pieces.push(text.slice(start, lineStart));
        start = lineStart;
      }
      if (marker) fence = marker;
    } else if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) {
      fence = null;
    }
    previousBlank = line.trim() === '';
    lineStart = lineEnd + 1;
  }
  if (start < text.length) pieces.push(text.slice(start));
  return pieces;
}
