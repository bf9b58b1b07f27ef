/** The blocks whose text a reader sees as lines of their own. */
const BLOCKS = 'p,h1,h2,h3,h4,h5,h6,pre,li,td,th';

/**
 * Stored HTML as plain text, a blank line between blocks, as the editor's `getText` reads its
 * document: what an AI prompt is given while the editor that would read it is not there yet.
 * DOMParser's document runs no script and loads nothing.
 */
export function plainTextOf(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const innermost = [...body.querySelectorAll(BLOCKS)].filter((block) => !block.querySelector(BLOCKS));
  if (!innermost.length) return body.textContent?.trim() ?? '';
  return innermost.map((block) => block.textContent?.trim() ?? '').filter(Boolean).join('\n\n');
}
