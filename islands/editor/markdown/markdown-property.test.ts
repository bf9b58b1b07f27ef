import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { remarkCtx, schemaCtx } from '@milkdown/kit/core';
import { SerializerState } from '@milkdown/kit/transformer';
import type { DocumentCodec } from '../codec';
import { MarkdownWriter } from './remark-writer';
import { mountEditor } from '../test-utils';
import { checkProperty, fuzzTimeout } from '../../../tests/fuzz';
import { noisyMarkdown, structuredMarkdown } from '../../../tests/markdown-arbitraries';

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
