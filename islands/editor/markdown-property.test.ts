import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { remarkCtx, schemaCtx } from '@milkdown/kit/core';
import { SerializerState } from '@milkdown/kit/transformer';
import type { DocumentCodec } from './codec';
import { MarkdownWriter } from './markdown-writer';
import { mountEditor } from './test-utils';
import { checkProperty, fuzzTimeout } from '../../tests/fuzz';

/**
 * A few hundred runs from a fixed seed, so the suite is repeatable; FUZZ_RUNS (or PROPERTY_RUNS)
 * and FUZZ_SEED explore further (the bench's fuzz run uses 10,000), see tests/fuzz.ts.
 */
let codec: DocumentCodec;
let milkdownWrite: (doc: import('@milkdown/kit/prose/model').Node) => string;
let ourWrite: (doc: import('@milkdown/kit/prose/model').Node) => string;
beforeAll(async () => {
  const mounted = await mountEditor();
  codec = mounted.codec;
  const schema = mounted.editor.ctx.get(schemaCtx);
  const remark = mounted.editor.ctx.get(remarkCtx);
  milkdownWrite = SerializerState.create(schema, remark);
  const writer = new MarkdownWriter(schema, remark);
  ourWrite = (doc) => writer.write(doc);
});
afterEach(() => vi.restoreAllMocks());

const word = fc.oneof(
  fc.constantFrom('alpha', 'beta', 'gamma', 'x', '42', 'a_b', 'foo*bar', '#tag', '1.', '-', '>', '`', '~', '|', '\\', '&amp;', '<b>', '[x]', '(y)', '!'),
  fc.string({ unit: fc.constantFrom('a', 'b', ' ', '*', '_', '~', '`', '#', '[', ']', '(', ')', '<', '>', '\\', '!', '-', '+', '.', '1', '|', '&', ':', '/'), maxLength: 8 }),
);
const text = fc.array(word, { minLength: 1, maxLength: 6 }).map((ws) => ws.join(' '));
const inline = fc.oneof(
  text,
  text.map((t) => `**${t.trim() || 'b'}**`),
  text.map((t) => `*${t.trim() || 'i'}*`),
  text.map((t) => `~~${t.trim() || 's'}~~`),
  text.map((t) => `<u>${t.trim() || 'u'}</u>`),
  text.map((t) => `\`${t.replace(/`/g, '').trim() || 'c'}\``),
  text.map((t) => `[${t.replace(/[[\]]/g, '').trim() || 'l'}](https://plane.so/${encodeURIComponent(t.slice(0, 5))})`),
  fc.constant('https://example.com/path'),
  fc.constant('line\\\nbreak'),
  fc.constantFrom('Ada', 'Alan').map((name) => `<mention-component id="m-${name}" label="${name}" target="users" self="false" redirect_uri="/acme/profile/${name}/" entity_identifier="${name}" entity_name="user_mention"></mention-component>`),
);
const line = fc.array(inline, { minLength: 1, maxLength: 4 }).map((parts) => parts.join(' '));
const block: fc.Arbitrary<string> = fc.oneof(
  line,
  fc.tuple(fc.integer({ min: 1, max: 6 }), line).map(([n, l]) => `${'#'.repeat(n)} ${l}`),
  fc.array(line, { minLength: 1, maxLength: 3 }).map((ls) => ls.map((l) => `- ${l}`).join('\n')),
  fc.array(line, { minLength: 1, maxLength: 3 }).map((ls) => ls.map((l, i) => `${i + 1}. ${l}`).join('\n')),
  fc.array(fc.tuple(fc.boolean(), line), { minLength: 1, maxLength: 3 }).map((ls) => ls.map(([c, l]) => `- [${c ? 'x' : ' '}] ${l}`).join('\n')),
  fc.tuple(line, line).map(([a, b]) => `- ${a}\n  - ${b}`),
  line.map((l) => `> ${l}`),
  fc.constant('---'),
  fc.tuple(fc.constantFrom('', 'ts', 'python', 'json'), fc.array(text, { maxLength: 3 })).map(([lang, ls]) => `\`\`\`${lang}\n${ls.join('\n').replace(/`/g, "'")}\n\`\`\``),
  fc.constantFrom('![](https://plane.so/a.png)', '<img src="/uploads/x.png" width="200px">', 'text ![](b.png) text'),
  fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 }), line).map(([cols, rows, cell]) => {
    const clean = cell.replace(/[|\n]/g, ' ').trim() || 'c';
    const row = (value: string) => `| ${Array.from({ length: cols }, () => value).join(' | ')} |`;
    return [row('h'), `| ${Array.from({ length: cols }, () => '-').join(' | ')} |`, ...Array.from({ length: rows }, () => row(clean))].join('\n');
  }),
);
const structuredMarkdown = fc.array(block, { minLength: 0, maxLength: 8 }).map((bs) => bs.join('\n\n'));
const noisyMarkdown = fc.string({
  unit: fc.constantFrom('a', ' ', '\n', '*', '_', '~', '`', '#', '-', '>', '[', ']', '(', ')', '<', '/', 'u', '!', '1', '.', '|', '\\', 'x', ':', 'h'),
  maxLength: 80,
});

function roundTrips(markdown: string) {
  const errors = vi.spyOn(console, 'error');
  const once = codec.toMarkdown(codec.parse(markdown, 'markdown'));
  const twice = codec.toMarkdown(codec.parse(once, 'markdown'));
  expect(twice).toBe(once);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
}

describe('random markdown: never throws, and the second round trip is stable', () => {
  it('structured documents', { timeout: fuzzTimeout(40) }, () => {
    checkProperty('markdown into the editor: structured', fc.property(structuredMarkdown, roundTrips));
  });
  it('noise', { timeout: fuzzTimeout(40) }, () => {
    checkProperty('markdown into the editor: noise', fc.property(noisyMarkdown, roundTrips));
  });
});

describe('the markdown writer matches Milkdown\'s serializer', () => {
  it('on random documents', { timeout: fuzzTimeout(40) }, () => {
    checkProperty(
      'markdown writer matches Milkdown',
      fc.property(structuredMarkdown, (markdown) => {
        const doc = codec.parse(markdown, 'markdown');
        expect(ourWrite(doc)).toBe(milkdownWrite(doc));
      }),
    );
  });
});
