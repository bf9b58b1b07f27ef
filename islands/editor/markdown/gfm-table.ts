/**
 * A GFM table's text from its cells' markdown, laid out exactly as remark writes it (remark-gfm's
 * table writer over markdown-table with `fillRows: false`): columns padded to their widest cell,
 * cells aligned as their column, the delimiter row as long as the header row, and each body row as
 * long as it is (a row longer than the header keeps its extra cells, which GFM ignores).
 */
export type ColumnAlign = 'left' | 'center' | 'right' | null;

export function formatGfmTable(rows: readonly (readonly string[])[], align: readonly ColumnAlign[]): string {
  const widest: number[] = [];
  for (const row of rows) row.forEach((cell, c) => (widest[c] = Math.max(widest[c] ?? 0, cell.length)));
  const header = rows[0];
  const delimiter = header.map((_, c) => {
    const before = align[c] === 'left' || align[c] === 'center' ? ':' : '';
    const after = align[c] === 'right' || align[c] === 'center' ? ':' : '';
    const cell = before + '-'.repeat(Math.max(1, widest[c] - before.length - after.length)) + after;
    widest[c] = Math.max(widest[c], cell.length);
    return cell;
  });
  const line = (cells: readonly string[]) =>
    `| ${cells
      .map((cell, c) => {
        const room = widest[c] - cell.length;
        if (align[c] === 'right') return ' '.repeat(room) + cell;
        if (align[c] === 'center') return ' '.repeat(Math.ceil(room / 2)) + cell + ' '.repeat(Math.floor(room / 2));
        return cell + ' '.repeat(room);
      })
      .join(' | ')} |`;
  return [line(header), line(delimiter), ...rows.slice(1).map((row) => line(row.length ? row : ['']))].join('\n');
}
