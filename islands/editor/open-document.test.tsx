import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import type { Node } from '@milkdown/kit/prose/model';
import type { DocumentCodec } from './codec';
import type { JsonNode } from '../../src/domain/editor/content';
import { editorMessages } from '../../src/domain/messages';
import { holdsTextOf, openDocument, type StoredForm } from './open-document';
import { RichTextEditor } from './RichTextEditor';
import { RichTextViewer } from './RichTextViewer';
import { mountEditor, noteEditorMount, settleEditorTimers } from './test-utils';
import { everydayMarkdown, structuredMarkdown } from '../../tests/markdown-arbitraries';
import { checkProperty, FUZZ_RUNS, fuzzTimeout } from '../../tests/fuzz';

/**
 * A stored document whose JSON the schema does not wholly accept (issue 18, item 2) opens with all
 * its text, never empty, and says so; saving it keeps every text the stored forms held.
 */
let codec: DocumentCodec;
beforeAll(async () => {
  ({ codec } = await mountEditor());
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => settleEditorTimers(), 10_000);

const p = (text: string): JsonNode => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const doc = (...content: unknown[]) => ({ type: 'doc', content }) as JsonNode;
const textOf = (node: Node) => node.textBetween(0, node.content.size, '\n', ' ');
const MARKDOWN: StoredForm = { value: 'First paragraph.\n\nSecond paragraph.\n', format: 'markdown' };

describe('openDocument: stored HTML with another editor\'s nodes (Plane\'s description_html)', () => {
  it.each<[string, string, string]>([
    ['Plane\'s callout: its text kept between the paragraphs', '<p>First paragraph.</p><div data-block-type="callout-component" data-logo-in-use="emoji"><p>Inside the callout.</p></div><p>Second paragraph.</p>', 'First paragraph.\nInside the callout.\nSecond paragraph.'],
    ['Plane\'s work-item embed, which has no text', '<p>Kept one.</p><issue-embed-component entity_identifier="x" entity_name="issue"></issue-embed-component><p>Kept two.</p>', 'Kept one.\nKept two.'],
    ['a node named in data-type the schema has none of', '<p>a <span data-type="emoji" data-name="smile">smile</span> b</p>', 'a smile b'],
  ])('%s: left out, said', (_name, html, text) => {
    const opened = openDocument(codec, html, 'html');
    expect(textOf(opened.doc)).toBe(text);
    expect(opened.notice).toBe(editorMessages.contentRepaired);
  });

  it.each<[string, string]>([
    ['plain wrappers', '<div class="callout"><p>in a div</p></div><p><span class="x">and a span</span></p>'],
    ['nodes the schema reads by their element or data-type', '<ul data-type="taskList"><li data-type="taskItem" data-checked="true"><p>done</p></li></ul><p><mention-component id="m" label="ada" entity_identifier="u" entity_name="user_mention"></mention-component></p>'],
    ['no HTML at all', ''],
  ])('%s: opened as stored, nothing said', (_name, html) => {
    expect(openDocument(codec, html, 'html').notice).toBeNull();
  });
});

describe('openDocument: stored JSON the schema does not wholly accept', () => {
  it('the issue\'s case: an unknown node between two paragraphs drops only that node', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const opened = openDocument(codec, doc(p('First paragraph.'), { type: 'callout' }, p('Second paragraph.')), 'json', [MARKDOWN]);
    expect(textOf(opened.doc)).toBe('First paragraph.\nSecond paragraph.');
    expect(opened.notice).toBe(editorMessages.contentRepaired);
  });

  it.each<[string, unknown, string]>([
    ['an unknown block keeps its text as paragraphs', doc(p('a'), { type: 'callout', attrs: { emoji: '!' }, content: [p('inside one'), p('inside two')] }, p('b')), 'a\ninside one\ninside two\nb'],
    ['an unknown inline node keeps its text in the line', doc({ type: 'paragraph', content: [{ type: 'text', text: 'before ' }, { type: 'emoji', content: [{ type: 'text', text: 'smile' }] }, { type: 'text', text: ' after' }] }), 'before smile after'],
    ['an unknown mark is left off, its text kept', doc({ type: 'paragraph', content: [{ type: 'text', text: 'marked', marks: [{ type: 'highlight' }, { type: 'bold' }] }] }), 'marked'],
    ['a node where its parent cannot hold it keeps its text', doc({ type: 'tableRow', content: [{ type: 'tableCell', content: [p('cell')] }] }, p('after')), 'cell\nafter'],
    ['a list item outside a list keeps its text', doc({ type: 'listItem', content: [p('loose item')] }), 'loose item'],
    ['content that is one object, not a list', doc({ type: 'paragraph', content: { type: 'text', text: 'single' } }), 'single'],
    ['children that are not nodes are left out', doc(null, 7, 'bare text', p('kept')), 'bare text\nkept'],
    ['a text node inside a block list', doc({ type: 'text', text: 'stray' }), 'stray'],
  ])('%s', (_name, json, text) => {
    const opened = openDocument(codec, json as JsonNode, 'json', []);
    expect(textOf(opened.doc)).toBe(text);
    expect(opened.notice).toBe(editorMessages.contentRepaired);
    opened.doc.check();
  });

  it('a heading keeps its level and marks their attributes after a repair elsewhere', () => {
    const opened = openDocument(codec, doc({ type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'h', marks: [{ type: 'link', attrs: { href: 'https://plane.so' } }] }] }, { type: 'callout' }), 'json');
    expect(opened.doc.firstChild?.attrs.level).toBe(3);
    expect(opened.doc.firstChild?.firstChild?.marks[0].attrs.href).toBe('https://plane.so');
  });

  it('opens from the markdown copy when the repaired JSON would lose text it holds', () => {
    const json = doc(p('First paragraph.'), { type: 'paragraph', content: [{ type: 'text', text: 42 }] });
    const opened = openDocument(codec, json, 'json', [MARKDOWN, { value: '<p>html</p>', format: 'html' }]);
    expect(textOf(opened.doc)).toBe('First paragraph.\nSecond paragraph.');
    expect(opened.notice).toBe(editorMessages.contentFromCopy('markdown'));
  });

  it('opens from the next form when the JSON is no document at all', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const opened = openDocument(codec, '{"type": "doc", "content": [', 'json', [{ value: '<p>from <b>html</b></p>', format: 'html' }]);
    expect(textOf(opened.doc)).toBe('from html');
    expect(opened.notice).toBe(editorMessages.contentFromCopy('html'));
  });

  it('an attribute the schema does not have is left off without a word: no text is lost', () => {
    const opened = openDocument(codec, doc({ type: 'heading', attrs: { level: 2, colour: 'red' }, content: [{ type: 'text', text: 'title' }] }), 'json');
    expect(opened.doc.firstChild?.toJSON()).toEqual({ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'title' }] });
    expect(opened.notice).toBeNull();
  });

  it('a document the schema accepts opens as stored, with no notice', () => {
    const json = doc(p('one'), { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'two' }] });
    const opened = openDocument(codec, json, 'json', [MARKDOWN]);
    expect(opened.notice).toBeNull();
    expect(opened.doc.toJSON()).toEqual(json);
  });
});

describe('the editor and the viewer say it', () => {
  const stored = doc(p('First paragraph.'), { type: 'callout' }, p('Second paragraph.'));
  it.each([
    ['editor', () => <RichTextEditor initialValue={stored} format="json" otherForms={[MARKDOWN]} />],
    ['viewer', () => <RichTextViewer value={stored} format="json" otherForms={[MARKDOWN]} />],
  ])('the %s shows the text and the notice', async (_name, element) => {
    noteEditorMount();
    const { container, unmount } = render(element());
    expect(await screen.findByRole('status')).toHaveTextContent(editorMessages.contentRepaired);
    await waitFor(() => expect(container.querySelector('.ProseMirror')?.textContent).toBe('First paragraph.Second paragraph.'));
    unmount();
  });
});

/** One way stored JSON goes wrong, applied to the n-th node of the document (in document order). */
type Fault = 'unknown-block' | 'rename' | 'unknown-attr' | 'unknown-mark' | 'text-not-text' | 'content-object' | 'not-a-node' | 'misplaced';
const FAULTS: Fault[] = ['unknown-block', 'rename', 'unknown-attr', 'unknown-mark', 'text-not-text', 'content-object', 'not-a-node', 'misplaced'];

function nodesOf(node: JsonNode): JsonNode[] {
  return [node, ...(node.content ?? []).flatMap(nodesOf)];
}

function corrupt(json: JsonNode, fault: Fault, at: number): JsonNode {
  const copy = structuredClone(json) as JsonNode;
  const nodes = nodesOf(copy);
  const target = nodes[at % nodes.length] as JsonNode & Record<string, unknown>;
  const parent = nodes.find((n) => n.content?.includes(target)) ?? copy;
  switch (fault) {
    case 'unknown-block':
      (parent.content ??= []).splice(0, 0, { type: 'callout', content: [{ type: 'text', text: 'callout words' }] });
      break;
    case 'rename':
      if (target !== copy) target.type = 'somethingElse';
      break;
    case 'unknown-attr':
      target.attrs = { ...target.attrs, unknownAttribute: 'x' };
      break;
    case 'unknown-mark':
      target.marks = [...(target.marks ?? []), { type: 'highlight', attrs: { colour: 'red' } }];
      break;
    case 'text-not-text':
      if (typeof target.text === 'string') target.text = 42 as unknown as string;
      else (target.content ??= []).push({ type: 'text', text: null as unknown as string });
      break;
    case 'content-object':
      if (target.content?.length === 1) target.content = target.content[0] as unknown as JsonNode[];
      break;
    case 'not-a-node':
      (parent.content ??= []).push(null as unknown as JsonNode, 'a string' as unknown as JsonNode);
      break;
    case 'misplaced':
      copy.content = [...(copy.content ?? []), { type: 'tableRow', content: [{ type: 'tableCell', content: [target.type === 'text' ? p(target.text ?? '') : target] }] }];
      break;
  }
  return copy;
}

describe('property: no text the stored forms hold is lost after open and save', () => {
  const markdown = fc.oneof(structuredMarkdown, everydayMarkdown);
  it('for any stored document with unknown or malformed nodes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    checkProperty(
      'stored JSON with unknown or malformed nodes loses no text',
      fc.property(markdown, fc.constantFrom(...FAULTS), fc.nat(), (source, fault, at) => {
        // A document as the editor saved it: three forms of one document.
        const original = codec.parse(source, 'markdown');
        const forms = { json: codec.toJSON(original), html: codec.toHTML(original), markdown: codec.toMarkdown(original) };
        const stored = corrupt(forms.json, fault, at);
        const opened = openDocument(codec, stored, 'json', [{ value: forms.markdown, format: 'markdown' }, { value: forms.html, format: 'html' }]);
        opened.doc.check();
        // Save writes the three forms of what was opened; each, read again, holds every text of every stored form.
        const saved = [codec.parse(codec.toJSON(opened.doc), 'json'), codec.parse(codec.toMarkdown(opened.doc), 'markdown')];
        for (const form of [codec.parse(forms.markdown, 'markdown'), codec.parse(forms.html, 'html')]) {
          for (const reopened of saved) expect(holdsTextOf(reopened, form)).toBe(true);
        }
        // Whatever could not be read as stored is said.
        const strict = (() => {
          try {
            codec.schema.nodeFromJSON(stored).check();
            return true;
          } catch {
            return false;
          }
        })();
        if (!strict) expect(opened.notice).not.toBeNull();
      }),
      // Each case reads and writes a document about ten times: a third of the shared budget.
      { numRuns: Math.ceil(FUZZ_RUNS / 3) },
    );
  }, fuzzTimeout(150));
});
