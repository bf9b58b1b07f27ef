/**
 * Where a cursor goes when the same document changes form (rich text <-> markdown source). Markup
 * differs between the two, but words do not: the cursor is anchored on the word it is in or touches
 * and on which occurrence of that word it is, and lands at the same place in the same occurrence in
 * the other text. When the word is not there (the source was edited), or the cursor touches no word,
 * it keeps its proportional place. Linear in the texts' length, so a 1 MB document switches fast.
 */
const WORD_CHAR = /[\p{L}\p{N}]/u;
/** Longer runs (a hash, a base64 blob) are no useful anchor. */
const LONGEST_WORD = 64;

const isWordChar = (text: string, at: number) => at >= 0 && at < text.length && WORD_CHAR.test(text[at]);

/** Start offsets of `word` standing whole (not inside a longer word) in `text` and ending by `end`, at most `limit`. */
function wholeWordStarts(text: string, word: string, end: number, limit = Infinity): number[] {
  const starts: number[] = [];
  for (let at = text.indexOf(word); at !== -1 && at + word.length <= end && starts.length < limit; at = text.indexOf(word, at + 1)) {
    if (!isWordChar(text, at - 1) && !isWordChar(text, at + word.length)) starts.push(at);
  }
  return starts;
}

/** The offset in `to` that stands where `offset` stands in `from`. */
export function anchorOffset(from: string, offset: number, to: string): number {
  const at = Math.max(0, Math.min(offset, from.length));
  const proportional = from.length ? Math.round((at / from.length) * to.length) : to.length;
  let start = at;
  while (at - start < LONGEST_WORD && isWordChar(from, start - 1)) start -= 1;
  let end = at;
  while (end - at < LONGEST_WORD && isWordChar(from, end)) end += 1;
  if (start === end || isWordChar(from, start - 1) || isWordChar(from, end)) return proportional;
  const word = from.slice(start, end);
  const nth = wholeWordStarts(from, word, end).length;
  const matches = wholeWordStarts(to, word, to.length, nth);
  return matches.length === nth ? matches[nth - 1] + (at - start) : proportional;
}
