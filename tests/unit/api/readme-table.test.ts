import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backendsTable, TABLE_END, TABLE_START } from '../../helpers/api-table';

/** The README's table of every call on both backends is the code's: regenerate it rather than edit it. */
const README = join(process.cwd(), 'README.md');

describe('the README’s table of backends', () => {
  it('is the one the code writes', () => {
    const readme = readFileSync(README, 'utf8');
    const start = readme.indexOf(TABLE_START);
    const end = readme.indexOf(TABLE_END);
    expect(start, 'the README has the table markers').toBeGreaterThanOrEqual(0);
    const current = readme.slice(start, end + TABLE_END.length);
    const table = backendsTable();
    if (process.env.UPDATE_README === '1' && current !== table) {
      writeFileSync(README, readme.slice(0, start) + table + readme.slice(end + TABLE_END.length));
      return;
    }
    expect(current).toBe(table);
  });
});
