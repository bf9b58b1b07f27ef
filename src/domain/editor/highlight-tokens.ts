/**
 * Turns highlight.js HTML output into class ranges over the original text, so code blocks can be
 * highlighted with decorations instead of replacing their DOM.
 */
export interface TokenRange {
  from: number;
  to: number;
  className: string;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', '#x27': "'", '#39': "'" };
const TOKEN = /<span class="([^"]+)">|<\/span>|&(lt|gt|amp|quot|#x27|#39);|[^<&]+|[<&]/g;

export function highlightRanges(html: string): TokenRange[] {
  const ranges: TokenRange[] = [];
  const open: Array<{ className: string; from: number }> = [];
  let offset = 0;
  for (const match of html.matchAll(TOKEN)) {
    const [whole, className, entity] = match;
    if (className !== undefined) {
      open.push({ className, from: offset });
    } else if (whole === '</span>') {
      const span = open.pop();
      if (span && offset > span.from) ranges.push({ from: span.from, to: offset, className: span.className });
    } else if (entity !== undefined) {
      offset += ENTITIES[entity].length;
    } else {
      offset += whole.length;
    }
  }
  return ranges.sort((a, b) => a.from - b.from || b.to - a.to);
}

/** Fence lines that start a code block: ``` or ~~~, then an optional language (SPEC section 9). */
export const CODE_FENCE = /^(?:```|~~~)(?<language>[\w+#.-]*)$/;

export function fenceLanguage(line: string): string | null {
  const match = CODE_FENCE.exec(line.trim());
  if (!match) return null;
  return match.groups?.language?.toLowerCase() || 'plaintext';
}
