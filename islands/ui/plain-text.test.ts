import { describe, expect, it } from 'vitest';
import { plainTextOf } from './plain-text';

describe('plainTextOf', () => {
  it.each([
    ['', ''],
    ['<p></p>', ''],
    ['<p>One <strong>bold</strong> line</p>', 'One bold line'],
    ['<h2>Goal</h2><p>Ship the <code>dialogs</code></p>', 'Goal\n\nShip the dialogs'],
    ['<ul><li><p>one</p></li><li><p>two</p><ul><li><p>nested</p></li></ul></li></ul>', 'one\n\ntwo\n\nnested'],
    ['<pre><code>const a = 1;</code></pre>', 'const a = 1;'],
    ['<blockquote><p>Quoted</p></blockquote><p>After</p>', 'Quoted\n\nAfter'],
    ['Loose text', 'Loose text'],
    ['<p>Kept</p><img src=x onerror="window.ran=1"><script>window.ran=1</script>', 'Kept'],
  ])('%j reads as %j', (html, text) => {
    expect(plainTextOf(html)).toBe(text);
    expect((window as unknown as { ran?: number }).ran).toBeUndefined();
  });
});
