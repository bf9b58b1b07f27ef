/**
 * The benchmark documents: the method of ../shared/editor-bench.md (mulberry32, seed 20261121, a fixed
 * vocabulary, the same block mix), so the figures compare with its anchors. The first blocks hold every
 * node type in a fixed order; after them blocks are drawn at random until the document reaches its size.
 * The generator of editor-bench.md was not published, so bytes and hashes differ from its table; the
 * report prints this run's bytes, block counts and hashes.
 *
 * Usage: tsx bench/docs/generate.ts <out-dir>   (writes doc-2k.md, doc-30k.md, doc-150k.md, doc-1m.md, doc-10m.md and docs.json)
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRandom } from '../../fixtures/random';

export const SEED = 20261121;
export const SIZES = [
  { id: '2k', label: '2 KB', bytes: 2 * 1024 },
  { id: '30k', label: '30 KB', bytes: 30 * 1024 },
  { id: '150k', label: '150 KB', bytes: 150 * 1024 },
  { id: '1m', label: '1 MB', bytes: 1024 * 1024 },
  { id: '10m', label: '10 MB', bytes: 10 * 1024 * 1024 },
] as const;

const WORDS = (
  'issue cycle module project workspace state label estimate priority assignee member guest viewer admin ' +
  'draft review merge deploy release backlog sprint roadmap milestone feature defect regression upload ' +
  'editor viewer table column row cell heading paragraph list quote code block link mention image ' +
  'render parse schema marker token cursor selection history undo redo filter search debounce page ' +
  'the a of to and in for with on by from at as is are was be this that these it its we our they ' +
  'quick slow large small stable fresh shared static dynamic simple complex careful bright quiet'
).split(' ');
const LANGS = ['js', 'ts', 'python', 'bash', 'json'] as const;
const CODE: Record<(typeof LANGS)[number], string[]> = {
  js: ['const total = items.reduce((sum, item) => sum + item.estimate, 0);', 'export function byState(issues) {', '  return issues.filter((i) => i.state === "done");', '}'],
  ts: ['interface Issue { id: string; name: string; sequence: number }', 'const ids: string[] = selected.map((i) => i.id);', 'type Role = "guest" | "viewer" | "member" | "admin";'],
  python: ['def velocity(cycle):', '    done = [i for i in cycle.issues if i.done]', '    return sum(i.points for i in done)', 'print(velocity(current))'],
  bash: ['npm run build && npm run serve', 'curl -s http://127.0.0.1:4390/api/configs/ | jq .', 'for f in docs/*.md; do wc -c "$f"; done'],
  json: ['{', '  "name": "Fix the upload dialog",', '  "priority": "high",', '  "labels": ["bug", "ui"]', '}'],
};

type Rng = ReturnType<typeof createRandom>;

function words(r: Rng, min: number, max: number): string {
  return Array.from({ length: r.int(min, max) }, () => r.pick(WORDS)).join(' ');
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A sentence with, at random, bold, italic, a link and inline code, each on its own word. */
function inline(r: Rng, min = 6, max = 16): string {
  const parts = words(r, min, max).split(' ');
  const free = r.sample(parts.map((_, i) => i).slice(1), parts.length - 1);
  const mark = (p: number, fn: (w: string) => string) => {
    if (free.length && r.chance(p)) {
      const i = free.pop()!;
      parts[i] = fn(parts[i]);
    }
  };
  mark(0.45, (w) => `**${w}**`);
  mark(0.4, (w) => `*${w}*`);
  mark(0.3, (w) => `[${w}](https://example.com/${w}/${r.int(1, 999)})`);
  mark(0.3, (w) => `\`${w}()\``);
  return `${capital(parts.join(' '))}.`;
}

const paragraph = (r: Rng) => Array.from({ length: r.int(2, 6) }, () => inline(r)).join(' ');

function bulletList(r: Rng, nested: boolean): string {
  const lines: string[] = [];
  for (let i = r.int(3, 6); i > 0; i--) {
    lines.push(`- ${inline(r, 3, 9)}`);
    if (nested && r.chance(0.4)) for (let j = r.int(1, 3); j > 0; j--) lines.push(`  - ${inline(r, 2, 7)}`);
  }
  return lines.join('\n');
}

const orderedList = (r: Rng) => Array.from({ length: r.int(2, 5) }, (_, i) => `${i + 1}. ${inline(r, 3, 9)}`).join('\n');
const taskList = (r: Rng) => Array.from({ length: r.int(2, 5) }, () => `- [${r.chance(0.4) ? 'x' : ' '}] ${inline(r, 2, 7)}`).join('\n');
const blockquote = (r: Rng) => Array.from({ length: r.int(1, 2) }, () => `> ${inline(r)}`).join('\n>\n');

function codeBlock(r: Rng): string {
  const lang = r.pick(LANGS);
  const lines = r.sample(CODE[lang], r.int(2, CODE[lang].length));
  return ['```' + lang, ...lines, '```'].join('\n');
}

function table(r: Rng): string {
  const cols = r.int(3, 4);
  const rows = r.int(3, 6);
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const header = row(Array.from({ length: cols }, () => capital(words(r, 1, 2))));
  const rule = row(Array.from({ length: cols }, () => '---'));
  const body = Array.from({ length: rows }, () => row(Array.from({ length: cols }, () => words(r, 1, 4))));
  return [header, rule, ...body].join('\n');
}

/** Blocks joined by blank lines until the document reaches `bytes` (the intro alone makes the 2 KB one). */
export function generateDocument(bytes: number, seed = SEED): string {
  const r = createRandom(seed);
  const blocks = [
    `# ${capital(words(r, 3, 6))}`,
    paragraph(r),
    bulletList(r, true),
    orderedList(r),
    taskList(r),
    blockquote(r),
    codeBlock(r),
    table(r),
  ];
  let size = blocks.join('\n\n').length;
  let nextHeading = r.int(4, 8);
  while (size < bytes) {
    let block: string;
    if (--nextHeading <= 0) {
      block = `${r.chance(0.5) ? '##' : '###'} ${capital(words(r, 2, 6))}`;
      nextHeading = r.int(4, 8);
    } else {
      const roll = r.next();
      block = roll < 0.42 ? paragraph(r)
        : roll < 0.54 ? bulletList(r, true)
        : roll < 0.62 ? orderedList(r)
        : roll < 0.7 ? taskList(r)
        : roll < 0.78 ? blockquote(r)
        : roll < 0.89 ? codeBlock(r)
        : table(r);
    }
    blocks.push(block);
    size += block.length + 2;
  }
  return `${blocks.join('\n\n')}\n`;
}

/** Counts for the report, read from the markdown itself (the editors' own counts are checked in the page). */
export function describe(md: string) {
  const lines = md.split('\n');
  let fence = false;
  const count = { blocks: md.trim().split(/\n{2,}(?=[^\s])/).length, headings: 0, codeBlocks: 0, tables: 0, taskItems: 0 };
  for (const line of lines) {
    if (line.startsWith('```')) {
      if (!fence) count.codeBlocks++;
      fence = !fence;
      continue;
    }
    if (fence) continue;
    if (/^#{1,6} /.test(line)) count.headings++;
    if (/^\|( ---( \|)?)+$/.test(line)) count.tables++;
    if (/^\s*- \[[ x]\] /.test(line)) count.taskItems++;
  }
  return count;
}

function main(outDir: string) {
  mkdirSync(outDir, { recursive: true });
  const meta = SIZES.map(({ id, label, bytes }) => {
    const md = generateDocument(bytes);
    writeFileSync(join(outDir, `doc-${id}.md`), md);
    const sha = createHash('sha256').update(md).digest('hex').slice(0, 12);
    return { id, label, bytes: Buffer.byteLength(md), sha256: sha, ...describe(md) };
  });
  writeFileSync(join(outDir, 'docs.json'), JSON.stringify(meta, null, 2));
  for (const m of meta) process.stdout.write(`${m.label.padEnd(7)} ${String(m.bytes).padStart(8)} bytes  ${m.blocks} blocks  ${m.sha256}\n`);
}

if (process.argv[1]?.endsWith('generate.ts')) main(process.argv[2] ?? '/tmp/bn-bench/docs');
