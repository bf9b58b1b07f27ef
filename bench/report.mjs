/**
 * Turns the runners' raw results ($BENCH_WORK/editor.json, site.json) into bench/report.json and
 * bench/report.md: first the cases table (case, ours, baseline, ratio, target, met?), then the detail
 * tables every figure comes from. Targets are ratios to a baseline measured in the same run, except
 * the DOM-row, long-task, byte and Lighthouse targets, which are absolute by nature.
 *
 * One file on purpose (over 300 lines): the cases table and every detail table are read from the same
 * raw results in one pass, and a case's wording sits beside the figures it quotes.
 */
import { fmt, fmtSummary, kib } from './lib.mjs';
import { LIGHTHOUSE_RERUN_BELOW, LIGHTHOUSE_RUNS, routeShape, scoreText } from './first-paint.mjs';
import { causeFor } from './causes.mjs';

const DIALOG_PAGES = ['date-filter', 'bulk-delete-issues', 'add-existing-issues', 'link-form', 'image-upload', 'cover-image-picker', 'confirm-dialog', 'ai-assistant', 'theme-editor'].map((s) => `components/${s}/`);
const EDITOR_PAGE = 'components/editor/';
const KB = 1000;

const cellOf = (editor, variant, doc) => editor?.cells.find((c) => c.variant === variant && c.doc === doc) ?? null;

/** One row of the cases table; a missing side gives "not available" with the reason, never a guess. */
function ratioCase({ id, group, name, ours, baseline, unit = 'ms', target, limit, note, missing }) {
  const ok = typeof ours === 'number' && typeof baseline === 'number' && baseline > 0;
  const ratio = ok ? ours / baseline : null;
  return { id, group, case: name, ours, baseline, unit, ratio, target, met: ratio === null ? null : ratio <= limit, note: ok ? note : (missing ?? note) };
}

function absoluteCase({ id, group, name, ours, baseline = null, unit, target, pass, note, missing }) {
  const ok = ours !== null && ours !== undefined && !Number.isNaN(ours);
  return { id, group, case: name, ours: ok ? ours : null, baseline, unit, ratio: ok && typeof baseline === 'number' && baseline > 0 ? ours / baseline : null, target, met: ok ? pass(ours) : null, note: ok ? note : missing };
}

function editorCases(editor) {
  if (!editor) return [];
  const cases = [];
  const med = (cell, key) => cell?.[key]?.median ?? null;
  for (const doc of ['150k', '1m']) {
    const label = doc === '1m' ? '1 MB' : '150 KB';
    const ours = cellOf(editor, 'ours', doc);
    const pm = cellOf(editor, 'prosemirror', doc);
    const pmcv = cellOf(editor, 'prosemirror-cv', doc);
    const tt = cellOf(editor, 'tiptap', doc);
    cases.push(ratioCase({ id: `open-md-${doc}`, group: 'editor', name: `Open from markdown, ${label} (value -> painted)`, ours: med(ours, 'open'), baseline: med(pm, 'open'), target: '≤ 1.5× bare ProseMirror', limit: 1.5, missing: ours?.error ?? pm?.error }));
    cases.push(ratioCase({ id: `open-json-${doc}`, group: 'editor', name: `Open from stored JSON, ${label}`, ours: med(ours, 'openJSON'), baseline: med(pm, 'openJSON'), target: '≤ 1.2× bare ProseMirror', limit: 1.2, missing: ours?.error ?? pm?.error }));
    cases.push(ratioCase({ id: `key-p95-${doc}`, group: 'editor', name: `Keystroke p95, ${label} (keydown -> after next frame)`, ours: med(ours, 'keyP95'), baseline: med(pmcv, 'keyP95'), target: '≤ 1.0× ProseMirror + content-visibility', limit: 1.0, missing: ours?.error ?? pmcv?.error }));
    if (doc === '1m') {
      cases.push(ratioCase({
        id: 'source-view-1m', group: 'editor', name: 'Switch to the markdown source, 1 MB (vs ours, opening the rich view)',
        ours: med(ours, 'toSource'), baseline: med(ours, 'open'), target: '< 1.0× opening the rich view', limit: 1.0, missing: ours?.error,
      }));
      cases.push(ratioCase({ id: 'serialize-1m', group: 'editor', name: 'Whole-document markdown, 1 MB', ours: med(ours, 'serialize'), baseline: med(tt, 'serialize'), target: "≤ 1.0× TipTap getMarkdown", limit: 1.0, missing: ours?.error ?? tt?.error }));
    }
    cases.push(ratioCase({
      id: `incremental-${doc}`, group: 'editor', name: `Markdown after one keystroke, ${label} (vs ours, whole document)`,
      ours: med(ours, 'incremental'), baseline: med(ours, 'serialize'), target: '< 0.05× a full serialisation', limit: 0.05,
      note: ours?.incrementalMatches === false ? 'the incremental markdown DIFFERED from a full serialisation' : ours?.incrementalMatches ? 'output checked against a full serialisation' : undefined, missing: ours?.error,
    }));
  }
  cases.push(...tenMegabyteCases(editor, med));
  const b = editor.bundles ?? {};
  cases.push(ratioCase({
    id: 'js-weight', group: 'editor', name: 'Editor JS, gzip (ours without React; PM page initial JS)', unit: 'bytes',
    ours: b.ours?.withoutReact?.gzip ?? null, baseline: b.prosemirror?.initialJs?.gzip ?? null, target: '≤ 1.3× the bare ProseMirror page', limit: 1.3,
    missing: b.ours?.error ?? b.prosemirror?.error,
  }));
  return cases;
}

function siteCases(site, summary) {
  if (!site) return [];
  const cases = [];
  const ae = site.addExisting ?? {};
  cases.push(ratioCase({
    id: 'search-painted', group: 'pickers', name: 'Add existing issues: end of 500 ms debounce -> results painted (large-project)',
    ours: summary.addExisting.ours?.median ?? null, baseline: summary.addExisting.baseline?.median ?? null,
    target: 'none in the issue (reported; ≤ 1.0× would match the plain list)', limit: 1.0, missing: ae.ours?.error ?? ae.baseline?.error,
  }));
  cases.at(-1).met = null;
  const bd = site.bulkDelete ?? {};
  const tenThousand = bd.ours?.load?.shown >= 10_000;
  cases.push(absoluteCase({
    id: 'rows-10000', group: 'pickers', name: 'Rows in the DOM while showing 10,000 issues (bulk delete dialog)', unit: 'rows',
    ours: tenThousand ? bd.ours.load.rowsInDom : null, baseline: bd.baseline?.load?.rowsInDom ?? null, target: '< 100', pass: (v) => v < 100,
    missing: bd.ours?.error ?? (bd.ours?.load ? `the dialog showed ${bd.ours.load.shown} issues, not 10,000: the page did not apply ?scenario=large-project` : 'not measured'),
  }));
  const wt = site.workspaceTab ?? {};
  cases.push(absoluteCase({
    id: 'rows-workspace', group: 'pickers', name: `Rows in the DOM, workspace "All issues" tab (${wt.shown?.toLocaleString('en-US') ?? '?'} issues)`, unit: 'rows',
    ours: wt.shown >= 10_000 ? wt.rowsInDom : null, target: '< 100', pass: (v) => v < 100, missing: wt.error ?? `the tab showed ${wt.shown} issues`,
  }));
  cases.push(ratioCase({
    id: 'filter-painted', group: 'pickers', name: 'Bulk delete: typed filter -> list painted (client-side, 10,000 issues)',
    ours: tenThousand ? summary.bulkDelete.ours?.median ?? null : null, baseline: summary.bulkDelete.baseline?.median ?? null,
    target: 'none in the issue (reported)', limit: 1.0, missing: bd.ours?.error ?? 'the dialog did not hold the 10,000 issues (see above)',
  }));
  cases.at(-1).met = null;
  const feed = summary.feed;
  cases.push(absoluteCase({
    id: 'feed-first-paint', group: 'feed', name: 'Activity feed: navigation -> first entry painted (large-project)', unit: 'ms',
    ours: feed?.firstPaint?.median ?? null, target: 'none in the issue (reported)', pass: () => null, missing: site.feed?.error ?? 'not measured',
  }));
  cases.at(-1).met = null;
  cases.push(absoluteCase({
    id: 'feed-long-tasks', group: 'feed', name: 'Activity feed: longest task while scrolling (PerformanceObserver longtask)', unit: 'ms',
    ours: feed ? feed.longestTask : null, target: 'no long task over 50 ms', pass: (v) => v <= 50,
    note: feed ? `${feed.longTasks} long task(s) over ${feed.rounds} scroll runs` : undefined, missing: site.feed?.error ?? 'not measured',
  }));
  const pw = site.pageWeight ?? [];
  const noIsland = pw.filter((r) => r.islands === 0 && !r.page.startsWith('bench-baseline'));
  const worstDocs = noIsland.reduce((a, r) => (!a || r.jsBytes > a.jsBytes ? r : a), null);
  cases.push(absoluteCase({
    id: 'weight-docs', group: 'weight', name: `Docs pages without islands: most JS (${worstDocs?.page ?? '–'}, ${noIsland.length} pages)`, unit: 'bytes',
    ours: worstDocs?.jsBytes ?? null, target: '0 bytes of JS', pass: (v) => v === 0, missing: 'no page without islands',
  }));
  const dialogs = pw.filter((r) => DIALOG_PAGES.includes(r.page));
  const worstDialog = dialogs.reduce((a, r) => (!a || r.jsBytes > a.jsBytes ? r : a), null);
  cases.push(absoluteCase({
    id: 'weight-dialogs', group: 'weight', name: `Dialog pages: most JS, gzip (${worstDialog?.page ?? '–'}, ${dialogs.length} pages)`, unit: 'bytes',
    ours: worstDialog?.jsBytes ?? null, target: '< 80 KB (80,000 bytes)', pass: (v) => v < 80 * KB, missing: 'no dialog page in the build',
  }));
  const editorPage = pw.find((r) => r.page === EDITOR_PAGE);
  cases.push(absoluteCase({
    id: 'weight-editor', group: 'weight', name: 'Editor page JS, gzip (components/editor/)', unit: 'bytes',
    ours: editorPage?.jsBytes ?? null, target: '< 250 KB (250,000 bytes)', pass: (v) => v < 250 * KB, missing: 'the page components/editor/ is not in the build yet',
  }));
  const fp = site.firstPaint;
  cases.push(ratioCase({
    id: 'fcp-http-issue', group: 'weight', name: 'First contentful paint of an issue page against the spec server over HTTP (plain static HTML page of the same size, same server, mobile throttling)',
    ours: fp?.ours?.median ?? null, baseline: fp?.plain?.median ?? null, target: '≤ 1.2× the plain page', limit: 1.2, missing: fp?.error ?? 'not measured',
  }));
  const lh = (site.lighthouse ?? []).filter((r) => !r.error);
  const minOf = (key) => (lh.length ? lh.reduce((a, r) => (r[key] !== null && (a === null || r[key] < a[key]) ? r : a), null) : null);
  const perf = minOf('performance');
  const a11y = minOf('accessibility');
  cases.push(absoluteCase({
    id: 'lighthouse-performance', group: 'weight', name: `Lighthouse performance, lowest of ${lh.length} pages (${perf ? `${perf.page}: ${scoreText(perf)}` : '–'}; a page under ${LIGHTHOUSE_RERUN_BELOW} is run ${LIGHTHOUSE_RUNS} times)`, unit: 'score',
    ours: perf?.performance ?? null, target: '≥ 95 on every page', pass: (v) => v >= 95, missing: site.lighthouse ? 'no Lighthouse result' : 'Lighthouse not run',
  }));
  cases.push(absoluteCase({
    id: 'lighthouse-accessibility', group: 'weight', name: `Lighthouse accessibility, lowest of ${lh.length} pages (${a11y?.page ?? '–'})`, unit: 'score',
    ours: a11y?.accessibility ?? null, target: '100 on every page', pass: (v) => v === 100, missing: site.lighthouse ? 'no Lighthouse result' : 'Lighthouse not run',
  }));
  return cases;
}

/** The large-paste case (bench/run-paste.mjs): absolute targets, both baselines beside ours. */
function pasteCases(paste) {
  if (!paste) return [];
  const cellOf = (name) => paste.cells.find((c) => c.contender === name) ?? null;
  const of = (name) => {
    const cell = cellOf(name);
    return cell?.error ? null : cell;
  };
  const [ours, pm] = [of('ours'), of('prosemirror')];
  const missing = cellOf('ours')?.error ?? 'not run';
  // A contender stopped mid-paste held the page the whole wait: its figures are "over" that wait.
  const figure = (name, key) => {
    const done = of(name);
    if (done) return `${fmt(done[key])} ms`;
    const stopped = cellOf(name)?.stoppedAfter;
    return stopped ? `over ${fmt(stopped)} ms (stopped)` : 'not available';
  };
  const others = (key) => `ProseMirror ${figure('prosemirror', key)}, TipTap ${figure('tiptap', key)}`;
  return [
    absoluteCase({ id: 'paste-longest-task-5m', group: 'editor', name: `5 MB markdown paste: longest main-thread task (${others('longest')})`, ours: ours?.longest, baseline: pm?.longest ?? null, unit: 'ms', target: '≤ 200 ms', pass: (v) => v <= 200, missing }),
    absoluteCase({ id: 'paste-first-blocks-5m', group: 'editor', name: `5 MB markdown paste: first blocks painted (${others('firstBlocks')})`, ours: ours?.firstBlocks, baseline: pm?.firstBlocks ?? null, unit: 'ms', target: '≤ 1,000 ms', pass: (v) => v <= 1000, missing }),
  ];
}

function pasteTable(paste) {
  const lines = ['| contender | first blocks painted | paste done | longest task | tasks over 50 ms | blocks | error |', '|---|---|---|---|---|---|---|'];
  for (const c of paste.cells) {
    lines.push(c.error ? `| ${c.contender} | – | – | – | – | – | ${c.error} |` : `| ${c.contender} | ${fmt(c.firstBlocks)} ms | ${fmt(c.done)} ms | ${fmt(c.longest)} ms | ${c.longTasks} | ${c.blocks} | ${c.errors?.join('; ') || ''} |`);
  }
  return lines.join('\n');
}

export function buildReport({ editor, site, siteSummary, paste = null, meta }) {
  const cases = [...editorCases(editor), ...pasteCases(paste), ...siteCases(site, siteSummary)];
  return { meta, cases, editor, site, siteSummary, paste };
}

const show = (value, unit) => {
  if (value === null || value === undefined) return 'not available';
  if (unit === 'bytes') return kib(value);
  if (unit === 'ms') return `${fmt(value)} ms`;
  return `${fmt(value)}${unit === 'score' ? '' : ` ${unit}`}`;
};
const metText = (met) => (met === null ? '–' : met ? 'yes' : '**no**');

function casesTable(cases) {
  const lines = ['| case | ours | baseline | ratio | target | met? |', '|---|---|---|---|---|---|'];
  for (const c of cases) {
    const note = c.note ? ` — ${c.note}` : '';
    lines.push(`| ${c.case}${note} | ${show(c.ours, c.unit)} | ${c.baseline === null || c.baseline === undefined ? '–' : show(c.baseline, c.unit)} | ${c.ratio === null ? '–' : `${c.ratio.toFixed(c.ratio < 0.1 ? 3 : 2)}×`} | ${c.target} | ${metText(c.met)} |`);
  }
  return lines.join('\n');
}

/** Issue 19 part 2: 10 MB documents, and one frame per keystroke at 1 MB. */
function tenMegabyteCases(editor, med) {
  const ours = cellOf(editor, 'ours', '10m');
  const pm = cellOf(editor, 'prosemirror', '10m');
  const pmcv = cellOf(editor, 'prosemirror-cv', '10m');
  const tt = cellOf(editor, 'tiptap', '10m');
  const ours1m = cellOf(editor, 'ours', '1m');
  const missing = ours?.error ?? (ours ? undefined : 'the 10 MB document was not run');
  return [
    absoluteCase({ id: 'open-md-10m', group: 'editor', name: 'Open from markdown, 10 MB (value -> whole and painted)', ours: med(ours, 'open'), baseline: med(pm, 'openJSON'), unit: 'ms', target: '< 5 s', pass: (v) => v < 5000, missing }),
    ratioCase({ id: 'open-md-10m-vs-json', group: 'editor', name: 'Open from markdown, 10 MB, against bare ProseMirror opening the same document from JSON', ours: med(ours, 'open'), baseline: med(pm, 'openJSON'), target: '≤ 1.2× bare ProseMirror from JSON', limit: 1.2, missing: missing ?? pm?.error }),
    absoluteCase({ id: 'open-10m-first-blocks', group: 'editor', name: 'Open from markdown, 10 MB: first blocks painted (reported)', ours: med(ours, 'openFirstBlocks'), baseline: med(pm, 'openFirstBlocks'), unit: 'ms', target: 'none in the issue (reported)', pass: () => null, missing }),
    absoluteCase({ id: 'open-10m-longest-task', group: 'editor', name: 'Open from markdown, 10 MB: longest task after the first blocks are painted', ours: med(ours, 'openLongestAfterFirst'), baseline: med(pm, 'openLongestAfterFirst'), unit: 'ms', target: '≤ 200 ms', pass: (v) => v <= 200, missing }),
    ratioCase({ id: 'key-p95-10m', group: 'editor', name: 'Keystroke p95, 10 MB (keydown -> after next frame)', ours: med(ours, 'keyP95'), baseline: med(pmcv, 'keyP95'), target: '≤ 1.0× ProseMirror + content-visibility', limit: 1.0, missing: missing ?? pmcv?.error }),
    absoluteCase({ id: 'key-p95-1m-frame', group: 'editor', name: 'Keystroke p95, 1 MB: one frame', ours: med(ours1m, 'keyP95'), unit: 'ms', target: '≤ 16.7 ms', pass: (v) => v <= 16.7, missing: ours1m?.error }),
    absoluteCase({ id: 'serialize-10m', group: 'editor', name: `Whole-document markdown, 10 MB (TipTap: ${tt?.error ? `n/a, ${tt.error}` : `${fmt(med(tt, 'serialize'))} ms`})`, ours: med(ours, 'serialize'), baseline: med(tt, 'serialize'), unit: 'ms', target: '< 1 s', pass: (v) => v < 1000, missing }),
  ];
}

function editorTables(editor) {
  const out = [];
  const docs = editor.docs;
  const variants = editor.variants;
  const header = `| contender | ${docs.map((d) => d.label).join(' | ')} |\n|---|${docs.map(() => '---').join('|')}|`;
  const table = (title, pick, filter = () => true) => {
    out.push(`\n**${title}**\n\n${header}`);
    for (const v of variants.filter(filter)) {
      out.push(`| ${v.label} | ${docs.map((d) => {
        const cell = cellOf(editor, v.id, d.id);
        if (!cell) return '–';
        if (cell.error) return `n/a (${cell.error})`;
        return pick(cell);
      }).join(' | ')} |`);
    }
  };
  table('Measured rounds / rounds with keystrokes (after one warm-up round of 20 keys); cuts by the time budget', (c) => `${c.rounds} / ${c.keyRounds}${c.cuts?.length ? ` (${c.cuts.join('; ')})` : ''}`);
  table('Open from markdown: value -> painted (ms), median (min–max)', (c) => fmtSummary(c.open));
  table('Open from markdown: first blocks painted (ms) / longest task after them (ms)', (c) => `${fmtSummary(c.openFirstBlocks)} / ${fmtSummary(c.openLongestAfterFirst)}`, (v) => v.id !== 'prosemirror-cv');
  table('Open from stored JSON -> painted (ms)', (c) => fmtSummary(c.openJSON), (v) => v.id !== 'prosemirror-cv');
  table('Switch to the markdown source -> painted (ms), on a freshly opened document', (c) => fmtSummary(c.toSource), (v) => v.id === 'ours');
  table('Switch back to the rich view, source unchanged -> painted (ms)', (c) => fmtSummary(c.toRich), (v) => v.id === 'ours');
  table('Keystroke p50 (ms), median of per-round p50s (min–max)', (c) => fmtSummary(c.keyP50));
  table('Keystroke p95 (ms), median of per-round p95s (min–max)', (c) => fmtSummary(c.keyP95));
  table('Keystroke breakdown, pooled p50/p95 (ms): "in" = keydown -> state updated; "render" = probe rAF -> after the frame; worst key', (c) => (c.keysTotal ? `in ${fmt(c.inP50)}/${fmt(c.inP95)}; render ${fmt(c.renderP50)}/${fmt(c.renderP95)}; worst ${fmt(c.keyWorst)} (${c.keysTotal} keys)` : '–'));
  table('Whole-document markdown (ms)', (c) => fmtSummary(c.serialize), (v) => v.id !== 'prosemirror-cv');
  table('Markdown after one keystroke (ms), by the contender\'s fastest path', (c) => `${fmtSummary(c.incremental)}${c.incrementalMatches === false ? ' (≠ full!)' : c.incrementalMatches ? ' (= full)' : ''}`, (v) => v.id !== 'prosemirror-cv');
  table('Loaded document: DOM elements / top-level nodes / headings / code blocks / tables / JS heap MB', (c) => (c.stats ? `${c.stats.elements.toLocaleString('en-US')} / ${c.stats.topLevel} / ${c.stats.headings} / ${c.stats.codeBlocks} / ${c.stats.tables} / ${fmt(c.stats.heapMB)}` : '–'), (v) => v.id !== 'prosemirror-cv');
  out.push('\n**JS per contender page (Vite manifest; gzip level 6, brotli 11)**\n');
  out.push('| contender | initial JS raw | gzip | brotli | of which React (gzip) | without React (gzip) | lazy JS (gzip, chunks) | CSS gzip |');
  out.push('|---|---|---|---|---|---|---|---|');
  for (const [name, b] of Object.entries(editor.bundles)) {
    if (b.error) {
      out.push(`| ${name} | n/a (${b.error}) | | | | | | |`);
      continue;
    }
    out.push(`| ${name} | ${kib(b.initialJs.raw)} | ${kib(b.initialJs.gzip)} | ${kib(b.initialJs.brotli)} | ${kib(b.reactJs.gzip)} | ${kib(b.withoutReact.gzip)} | ${kib(b.lazyJs.gzip)} (${b.lazyChunks}) | ${kib(b.css.gzip)} |`);
  }
  out.push('\nLargest parts of each page\'s initial JS without React (rendered bytes before minification, per package or project folder):\n');
  for (const [name, b] of Object.entries(editor.bundles)) {
    if (b.composition) out.push(`- **${name}**: ${b.composition.map((c) => `${c.pkg} ${kib(c.bytes)}`).join(', ')}`);
  }
  return out.join('\n');
}

function siteTables(site, summary) {
  const out = [];
  const terms = (cell) => (cell?.terms ? cell.terms.map((t) => `${t.term} ${fmt(t.ms)}`).join(', ') : cell?.error ?? '–');
  out.push('| measure | ours | baseline (plain list) |', '|---|---|---|');
  out.push(`| Add existing: debounce end -> painted, ms median (min–max) | ${fmtSummary(summary.addExisting.ours)} | ${fmtSummary(summary.addExisting.baseline)} |`);
  out.push(`| per term (ms) | ${terms(site.addExisting?.ours)} | ${terms(site.addExisting?.baseline)} |`);
  const ae = site.addExisting?.ours?.terms?.[0];
  const aeb = site.addExisting?.baseline?.terms?.[0];
  out.push(`| rows in the DOM / results shown (search answers one page of at most 50) | ${ae ? `${ae.rowsInDom} / ${ae.shown}` : '–'} | ${aeb ? `${aeb.rowsInDom} / ${aeb.shown}` : '–'} |`);
  out.push(`| measured debounce (input -> search call), ms | ${site.addExisting?.ours?.terms?.map((t) => fmt(t.debounceMs)).join(', ') ?? '–'} | ${site.addExisting?.baseline?.terms?.map((t) => fmt(t.debounceMs)).join(', ') ?? '–'} |`);
  const bd = site.bulkDelete ?? {};
  out.push(`| Bulk delete: issues call -> list painted, ms | ${fmt(bd.ours?.load?.ms)} | ${fmt(bd.baseline?.load?.ms)} |`);
  out.push(`| Bulk delete: rows in the DOM / issues shown / DOM elements on the page | ${bd.ours?.load ? `${bd.ours.load.rowsInDom} / ${bd.ours.load.shown} / ${bd.ours.load.domElements}` : bd.ours?.error ?? '–'} | ${bd.baseline?.load ? `${bd.baseline.load.rowsInDom} / ${bd.baseline.load.shown} / ${bd.baseline.load.domElements}` : bd.baseline?.error ?? '–'} |`);
  out.push(`| Bulk delete: typed filter -> painted, ms median (min–max) | ${fmtSummary(summary.bulkDelete.ours)} | ${fmtSummary(summary.bulkDelete.baseline)} |`);
  out.push(`| per term (ms) | ${terms(bd.ours)} | ${terms(bd.baseline)} |`);
  const wt = site.workspaceTab;
  out.push(`| Workspace "All issues": rows in the DOM / issues / DOM elements | ${wt && !wt.error ? `${wt.rowsInDom} / ${wt.shown} / ${wt.domElements}` : wt?.error ?? '–'} | – |`);
  const f = summary.feed;
  if (f) {
    out.push(`| Activity feed: navigation -> first entry painted, ms | ${fmtSummary(f.firstPaint)} | – |`);
    out.push(`| Activity feed: activities call -> first entry painted, ms | ${fmtSummary(f.firstFromCall)} | – |`);
    out.push(`| Activity feed scroll: long tasks / longest (ms) | ${f.longTasks} / ${fmt(f.longestTask)} | – |`);
    out.push(`| Activity feed scroll: frame interval p50 / p95 / max (ms) | ${fmt(f.frameP50)} / ${fmt(f.frameP95)} / ${fmt(f.frameMax)} | – |`);
    out.push(`| Activity feed: most entries in the DOM while scrolling | ${f.articlesInDom} | – |`);
    const r0 = site.feed.rounds.find((r) => !r.error);
    if (r0) out.push(`| Activity feed: after scrolling (first run) | ${r0.scroll.loadedText ?? ''}; ${r0.scroll.activityCalls} activity calls | – |`);
  } else {
    out.push(`| Activity feed | ${site.feed?.error ?? site.feed?.rounds?.map((r) => r.error).join('; ') ?? 'not measured'} | – |`);
  }
  return out.join('\n');
}

/** One row per route shape (pages of one shape ship the same assets), with its Lighthouse result. */
function weightTable(site) {
  const lh = new Map((site.lighthouse ?? []).map((r) => [r.page, r]));
  const groups = new Map();
  for (const r of site.pageWeight ?? []) {
    if (r.page.startsWith('bench-baseline')) continue;
    const shape = routeShape(r.page);
    if (!groups.has(shape)) groups.set(shape, []);
    groups.get(shape).push(r);
  }
  const out = ['| page (route shape) | pages | islands | JS gzip | CSS gzip | `npm test` budget | Lighthouse perf | a11y | FCP ms | LCP ms | TBT ms | CLS | load avg |', '|---|---|---|---|---|---|---|---|---|---|---|---|---|'];
  for (const [shape, rows] of groups) {
    const heaviest = rows.reduce((a, r) => (r.jsBytes > a.jsBytes ? r : a));
    const l = rows.map((r) => lh.get(r.page)).find(Boolean);
    const js = rows.length > 1 && rows.some((r) => r.jsBytes !== heaviest.jsBytes) ? `≤ ${kib(heaviest.jsBytes)}` : kib(heaviest.jsBytes);
    const cols = [shape, rows.length, heaviest.islands, js, kib(heaviest.cssBytes), `${kib(heaviest.budget)} (${heaviest.label})${rows.every((r) => r.ok) ? '' : ' **over**'}`];
    if (!l) cols.push('not run', '', '', '', '', '', '');
    else if (l.error) cols.push(`n/a (${l.error})`, '', '', '', '', '', '');
    else cols.push(scoreText(l), `${l.accessibility}${l.failedA11y?.length ? ` (${l.failedA11y.join(', ')})` : ''}`, fmt(l.fcp), fmt(l.lcp), fmt(l.tbt), l.cls?.toFixed(3) ?? '–', l.load ?? '–');
    out.push(`| ${cols.join(' | ')} |`);
  }
  return out.join('\n');
}

/** The first-paint case's loads (bench/run-site.mjs firstPaintOverHttp). */
function firstPaintTable(fp) {
  if (!fp || fp.error) return fp?.error ?? 'Not measured.';
  return [
    `The site built with \`PUBLIC_API_BASE_URL=${fp.api}\` (its data from \`npm run api\`, no mock in the page), served by scripts/serve-static.mjs; the baseline is plain HTML (headings and paragraphs, no CSS, no script) of the same length, served by the same server. Each load in a fresh browser context with Lighthouse's mobile preset applied for real (150 ms round trip, 1.6 Mbit/s down, CPU ÷ 4), the two pages alternating.`,
    '',
    '| page | bytes (gzip) | FCP ms, median (min–max) | loads |',
    '|---|---|---|---|',
    `| ${fp.page} | ${fp.bytes.ours.toLocaleString('en-US')} (${fp.bytes.oursGzip.toLocaleString('en-US')}) | ${fmtSummary(fp.ours)} | ${fp.raw.ours.map((v) => fmt(v)).join(', ')} |`,
    `| plain page | ${fp.bytes.plain.toLocaleString('en-US')} (${fp.bytes.plainGzip.toLocaleString('en-US')}) | ${fmtSummary(fp.plain)} | ${fp.raw.plain.map((v) => fmt(v)).join(', ')} |`,
  ].join('\n');
}

export function renderMarkdown(report) {
  const { meta, cases, editor, site, siteSummary, paste } = report;
  const met = cases.filter((c) => c.met === true).length;
  const missed = cases.filter((c) => c.met === false);
  const na = cases.filter((c) => c.ours === null);
  const parts = [
    '# Benchmark report',
    '',
    `Generated by \`npm run bench\` on ${meta.date} in ${fmt(meta.seconds / 60)} min (${meta.mode}). Chromium ${meta.chromium}, Node ${meta.node}, ${meta.cpus} CPUs, load average ${meta.loadStart} at the start and ${meta.loadEnd} at the end${meta.loadStart[0] > 1.5 ? ' (other work was running on this shared 2-core machine; absolute times are inflated, ratios less so)' : ''}. Method: ../shared/editor-bench.md; how to read this: bench/README.md.${meta.regenerated ? ` (Text regenerated ${meta.regenerated}${meta.remeasured?.length ? `; measured again since the full run, alone on the same machine: ${meta.remeasured.join(', ')}` : ' from the same figures'}.)` : ''}`,
    '',
    `**${met} of ${cases.filter((c) => c.met !== null).length} targets met; missed: ${missed.map((c) => c.id).join(', ') || 'none'}; not available: ${na.map((c) => c.id).join(', ') || 'none'}.**`,
    '',
    '## Cases',
    '',
    casesTable(cases),
    '',
    '## Missed targets and their measured causes',
    '',
    ...(missed.length ? missed.map((c) => `- **${c.id}** (${c.ratio === null ? show(c.ours, c.unit) : `${c.ratio.toFixed(2)}×`}; target ${c.target}): ${causeFor(c.id) ?? 'not profiled yet.'}`) : ['None.']),
    ...(na.length ? ['', 'Not measured in this run:', '', ...na.map((c) => `- **${c.id}**: ${c.note ?? 'not available'}`)] : []),
  ];
  if (editor) {
    parts.push('', '## Editor', '', `Documents (generated by bench/docs/generate.ts, mulberry32 seed 20261121): ${editor.docs.map((d) => `${d.label} = ${d.bytes.toLocaleString('en-US')} bytes, ${d.blocks} blocks, ${d.headings} headings, ${d.codeBlocks} code blocks, ${d.tables} tables, ${d.taskItems} task items, sha256 ${d.sha256}`).join('; ')}.`, '', `A fresh browser per cell (contender × document); one warm-up round, then the measured rounds in the same page (first table), the rounds of one document's cells alternating between contenders. The editor part took ${fmt(editor.seconds)} s.`, editorTables(editor));
  }
  if (paste) {
    parts.push('', '## Large paste', '', `${paste.doc} (bench/docs/paste-doc.ts: 5 MB of the same generator) pasted as plain text into an empty editor, once per contender in a fresh browser (bench/run-paste.mjs); every contender reads pasted text as markdown. From the paste event: the first frame showing more than one block, the end (ours: its progress line gone), long tasks from a PerformanceObserver.`, '', pasteTable(paste));
  }
  if (site) {
    parts.push('', '## Pickers and feed (built site, scenario large-project)', '', siteTables(site, siteSummary));
    parts.push('', '## Page weight and Lighthouse', '', 'JS and CSS each page loads up front, gzip, from scripts/page-weight.mjs (the same script `npm test` runs as a byte budget; CSS inlined in the page counts as CSS). Lighthouse 12.2.3, default (mobile) settings with simulated throttling, on the served build (mocked mode); demo-workspace pages are shown only where Lighthouse ran (one page per route shape); the last column is the 1-minute load average as each page was measured.', '', weightTable(site));
    parts.push('', '## First paint against the spec server over HTTP', '', firstPaintTable(site.firstPaint));
  }
  return `${parts.join('\n')}\n`;
}
