import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import type { DocumentCodec } from './codec';
import { mountEditor } from './test-utils';
import { checkProperty, fuzzTimeout } from '../../tests/fuzz';
import { scriptCapableHtml } from '../../tests/unit/security/script-capable';

/**
 * Random HTML into the editor, as an initial value or a stored description would arrive: reading it
 * never throws or logs, what it writes back reads back to the same HTML (the second round trip is
 * stable), the JSON form agrees, and nothing script-capable is ever written. The generator mixes the
 * schema's own tags (with their attributes), tags the schema does not know, hostile attributes and
 * raw character noise (unclosed and stray tags, entities).
 */
let codec: DocumentCodec;
beforeAll(async () => {
  ({ codec } = await mountEditor());
});
afterEach(() => vi.restoreAllMocks());

const text = fc.oneof(
  fc.constantFrom('alpha', 'beta', 'x', ' ', '  two  spaces ', '&amp;', '&lt;b&gt;', '&nbsp;', '#', '- ', '1. ', '*', '`', '|', '\\', 'é', '😀', '\n', '\t'),
  fc.string({ unit: fc.constantFrom('a', 'b', ' ', '&', ';', '<', '>', '"', "'", '=', '/', '\n', '#'), maxLength: 10 }),
);
const url = fc.constantFrom('https://plane.so', 'https://a.io/x?y=1#z', '/uploads/a.png', 'b.png', 'mailto:a@b.io', 'javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,x', 'data:image/png;base64,iVBORw0KGgo=', '', '#top');
const attr = fc.oneof(
  fc.tuple(fc.constantFrom('href', 'src', 'class', 'title', 'id', 'target', 'width', 'height', 'colspan', 'rowspan', 'data-background', 'data-text-color', 'data-colwidth', 'data-language', 'data-type', 'data-checked', 'style', 'onclick', 'onerror', 'label', 'redirect_uri', 'entity_identifier'), fc.oneof(url, text, fc.constantFrom('2', '0', '-1', '240px', '35%', 'red', '#D9E4FF', 'true', 'taskItem', 'taskList', 'language-ts', 'background-color: red', 'url(javascript:alert(1))'))).map(([name, value]) => ` ${name}="${value.replace(/"/g, '&quot;')}"`),
  fc.constantFrom(' checked', ' open', ' hidden', ''),
);
const attrs = fc.array(attr, { maxLength: 3 }).map((list) => list.join(''));

const INLINE = ['strong', 'b', 'em', 'i', 'u', 's', 'del', 'strike', 'code', 'a', 'span', 'sub', 'mark', 'font'];
const BLOCK = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'div', 'section', 'pre', 'ul', 'ol', 'li', 'table', 'tbody', 'thead', 'tr', 'td', 'th', 'details', 'label', 'form', 'figure'];
const VOID = ['br', 'hr', 'img', 'input', 'wbr'];

const { html } = fc.letrec<{ html: string; node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.tuple(fc.constantFrom(...VOID), attrs).map(([tag, a]) => `<${tag}${a}>`),
    fc.tuple(fc.constantFrom(...INLINE), attrs, tie('html')).map(([tag, a, inner]) => `<${tag}${a}>${inner}</${tag}>`),
    fc.tuple(fc.constantFrom(...BLOCK), attrs, tie('html')).map(([tag, a, inner]) => `<${tag}${a}>${inner}</${tag}>`),
    fc.tuple(attrs, text).map(([a, label]) => `<mention-component id="m1" entity_identifier="u1"${a} label="${label.replace(/"/g, '&quot;')}"></mention-component>`),
    fc.constantFrom('<ul data-type="taskList"><li data-type="taskItem" data-checked="true"><label><input type="checkbox" checked></label><div><p>done</p></div></li></ul>', '<pre><code class="language-ts">const a = 1;</code></pre>', '<script>alert(1)</script>', '<style>p{}</style>', '<!-- c -->'),
  ),
  html: fc.array(tie('node'), { maxLength: 4 }).map((parts) => parts.join('')),
}));
const noise = fc.string({ unit: fc.constantFrom('<', '>', '/', 'p', 'a', 'b', 'li', 'ul', 'td', 'tr', 'table', 'h1', ' ', '=', '"', 'x', '&', ';', '\n', 'img', 'br'), maxLength: 60 });

function roundTrips(source: string) {
  const errors = vi.spyOn(console, 'error');
  const first = codec.parse(source, 'html');
  const once = codec.toHTML(first);
  const second = codec.parse(once, 'html');
  const twice = codec.toHTML(second);
  expect(twice).toBe(once);
  expect(codec.parse(codec.toJSON(second), 'json').eq(second)).toBe(true);
  expect(scriptCapableHtml(once)).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
}

describe('random HTML: never throws, the second round trip is stable, nothing script-capable', () => {
  it('structured HTML', { timeout: fuzzTimeout(100) }, () => {
    checkProperty('HTML into the editor: structured', fc.property(html, roundTrips));
  });
  it('noise', { timeout: fuzzTimeout(100) }, () => {
    checkProperty('HTML into the editor: noise', fc.property(noise, roundTrips));
  });
});
