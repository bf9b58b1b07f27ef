import { describe, expect, it } from 'vitest';
import { createBlockCache } from './block-cache';

describe('createBlockCache renders each block once per identity', () => {
  it('reuses output for the same object and renders new objects', () => {
    const cache = createBlockCache((block: { text: string }, variant) => `${block.text}:${variant}`);
    const a = { text: 'a' };
    const b = { text: 'b' };
    expect([cache.get(a), cache.get(b), cache.get(a)]).toEqual(['a:0', 'b:0', 'a:0']);
    expect(cache.renders).toBe(2);
    expect(cache.get(a, 1)).toBe('a:1');
    expect(cache.renders).toBe(3);
    expect(cache.get({ text: 'a' })).toBe('a:0');
    expect(cache.renders).toBe(4);
  });
});
