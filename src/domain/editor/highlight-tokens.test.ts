import { describe, expect, it } from 'vitest';
import { fenceLanguage, highlightRanges } from './highlight-tokens';

describe('highlightRanges maps highlight.js HTML onto text offsets', () => {
  it.each([
    ['plain', []],
    ['<span class="hljs-keyword">const</span> a', [{ from: 0, to: 5, className: 'hljs-keyword' }]],
    ['x = <span class="hljs-string">&quot;&lt;a&gt;&quot;</span>', [{ from: 4, to: 9, className: 'hljs-string' }]],
    [
      '<span class="hljs-function"><span class="hljs-keyword">def</span> f</span>',
      [{ from: 0, to: 5, className: 'hljs-function' }, { from: 0, to: 3, className: 'hljs-keyword' }],
    ],
    ['a &amp;&amp; <span class="hljs-literal">true</span>', [{ from: 5, to: 9, className: 'hljs-literal' }]],
  ])('%j', (html, expected) => expect(highlightRanges(html)).toEqual(expected));
});

describe('fenceLanguage: ``` or ~~~ with an optional language', () => {
  it.each([
    ['```', 'plaintext'], ['```ts', 'ts'], ['~~~Python', 'python'], ['```c++', 'c++'], ['``', null], ['```ts x', null],
    ['text', null],
  ])('%j -> %j', (line, expected) => expect(fenceLanguage(line)).toBe(expected));
});
