import { describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS, exportFileName, exportRows, toCsv, toJson, type ExportRow } from './export-file';
import { buildSeed } from '../../fixtures/seed';

const row = (patch: Partial<ExportRow>): ExportRow => ({
  key: 'WEB-1', name: 'Fix login', project: 'Web App', state: 'Todo', priority: 'high', assignees: 'ada', labels: 'bug',
  start_date: '', due_date: '2026-12-01', created_at: '2026-11-01T00:00:00.000Z', ...patch,
});

describe('CSV', () => {
  it('writes a header and one line per row with CRLF', () => {
    expect(toCsv([row({})])).toBe(
      'ID,Name,Project,State,Priority,Assignees,Labels,Start date,Due date,Created at\r\n' +
        'WEB-1,Fix login,Web App,Todo,high,ada,bug,,2026-12-01,2026-11-01T00:00:00.000Z\r\n',
    );
  });
  it('quotes commas, quotes and line breaks', () => {
    const line = toCsv([row({ name: 'Say "hi", then\nleave', assignees: 'ada, grace' })]).split('\r\n')[1];
    expect(line).toBe('WEB-1,"Say ""hi"", then\nleave",Web App,Todo,high,"ada, grace",bug,,2026-12-01,2026-11-01T00:00:00.000Z');
  });
  it.each(['=HYPERLINK("x")', '+1', '-2+3', '@SUM(A1)'])('keeps %s as text, never a formula', (name) => {
    expect(toCsv([row({ name })]).split('\r\n')[1].split(',')[1]).toMatch(/^"?'/);
  });
});

describe('rows from the seed', () => {
  const seed = buildSeed();
  const rows = exportRows(seed);
  it('has one row per issue, ordered by project then number', () => {
    expect(rows).toHaveLength(seed.issues.length);
    expect(rows[0].key).toBe('API-1');
    expect(rows.find((r) => r.key === 'WEB-1')!.name).toBe('Ship the shared dialogs');
  });
  it('JSON round-trips the rows with every column', () => {
    const parsed = JSON.parse(toJson(rows)) as ExportRow[];
    expect(parsed).toEqual(rows);
    expect(Object.keys(parsed[0])).toEqual(EXPORT_COLUMNS.map((c) => c.key));
  });
});

it('names the file after the workspace, the time and the format', () => {
  expect(exportFileName('acme', 'xlsx', new Date('2026-11-22T09:30:00Z'))).toBe('acme-issues-20261122-0930.xlsx');
});
