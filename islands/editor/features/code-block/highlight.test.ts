import { describe, expect, it, vi } from 'vitest';
import { undoDepth } from '@milkdown/kit/prose/history';
import type { LanguageFn } from 'highlight.js';
import { createRequire } from 'node:module';
import { mountEditor } from '../../test-utils';
import { HIGHLIGHT_ALIASES, HIGHLIGHT_LANGUAGES, highlightLanguage, loadHighlightLanguage, onHighlightLanguageLoaded } from './highlight-languages';
import { CATCH_UP_QUIET_MS, HIGHLIGHT_BUDGET_MS } from './highlight';

const require = createRequire(import.meta.url);

/** Thirty TypeScript code blocks, each `const <name><i> = <i>;`. */
const codeBlocks = (name: string) => Array.from({ length: 30 }, (_, i) => `\`\`\`ts\nconst ${name}${i} = ${i};\n\`\`\``).join('\n\n');

/**
 * Opens `markdown` on a slow machine: each block costs more than half of a transaction's budget.
 * The language is loaded by an editor before this one. `slow.mockRestore()` gives the clock back.
 */
async function mountOnSlowMachine(markdown: string) {
  const first = await mountEditor('```ts\nlet warm = 1;\n```\n');
  await vi.waitFor(() => expect(first.view.dom.querySelector('.hljs-keyword')).not.toBeNull());
  let clock = 0;
  const slow = vi.spyOn(performance, 'now').mockImplementation(() => (clock += HIGHLIGHT_BUDGET_MS / 2 + 1));
  try {
    return { ...(await mountEditor(markdown)), slow };
  } catch (error) {
    slow.mockRestore();
    throw error;
  }
}

describe('code highlighting', () => {
  it('decorates tokens by language and updates only changed blocks', async () => {
    const { view } = await mountEditor('```ts\nconst a = 1;\n```\n\n```\nconst b = 2;\n```\n');
    // Languages load on demand: the block is decorated once its language has arrived.
    await vi.waitFor(() => expect(view.dom.querySelectorAll('.code-block')[0].querySelector('.hljs-keyword')?.textContent).toBe('const'));
    expect(view.dom.querySelectorAll('.code-block')[1].querySelector('[class^="hljs"]')).toBeNull();
    view.dispatch(view.state.tr.setNodeMarkup(view.state.doc.child(1).nodeSize, undefined, { language: 'javascript' }));
    await vi.waitFor(() => expect(view.dom.querySelectorAll('.code-block')[1].querySelector('.hljs-keyword')?.textContent).toBe('const'));
    // The arrival is not an edit: nothing to undo.
    expect(undoDepth(view.state)).toBe(1);
  });
  it('a document with more code than one task may highlight is highlighted over later tasks, top first, none of them an edit', async () => {
    const { view, slow } = await mountOnSlowMachine(codeBlocks('v'));
    const highlighted = () => [...view.dom.querySelectorAll('.code-block')].map((block) => Boolean(block.querySelector('.hljs-keyword')));
    const atOpen = highlighted();
    expect(atOpen[0]).toBe(true);
    expect(atOpen.filter(Boolean).length).toBeLessThan(30);
    // Each later task highlights a slice, in document order.
    await vi.waitFor(() => expect(highlighted().every(Boolean)).toBe(true), { timeout: 10_000 });
    slow.mockRestore();
    expect(undoDepth(view.state)).toBe(0);
    // An edit in one block re-highlights that block at once.
    const second = view.state.doc.child(1);
    let at = 0;
    view.state.doc.forEach((node, offset) => { if (node === second) at = offset; });
    view.dispatch(view.state.tr.insertText('let ', at + 1));
    expect(view.dom.querySelectorAll('.code-block')[1].querySelectorAll('.hljs-keyword')).toHaveLength(2);
  });
  it('the catch-up waits while the reader types, and goes on once they pause', async () => {
    const { view, slow } = await mountOnSlowMachine(codeBlocks('w'));
    try {
      const count = () => [...view.dom.querySelectorAll('.code-block')].filter((block) => block.querySelector('.hljs-keyword')).length;
      const press = () => view.dom.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', bubbles: true }));
      press();
      const whenTypingStarted = count();
      expect(whenTypingStarted).toBeLessThan(30);
      // A key every 100 ms for longer than the quiet: no slice runs in between.
      for (let i = 0; i < (CATCH_UP_QUIET_MS * 1.5) / 100; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        press();
        expect(count()).toBe(whenTypingStarted);
      }
      await vi.waitFor(() => expect(count()).toBe(30), { timeout: 10_000 });
    } finally {
      slow.mockRestore();
    }
  });
  it('a language is announced once its grammar is compiled, in a task after the one that compiled it', async () => {
    const { default: hljs } = await import('highlight.js/lib/core');
    const events: string[] = [];
    const unsubscribe = onHighlightLanguageLoaded((name) => {
      if (name === 'rust') events.push(`announced, compiled: ${String(hljs.getLanguage('rust')?.isCompiled)}`);
    });
    // Tasks in their order: the page's yields as timers, so a timer set while compiling runs first.
    vi.stubGlobal('scheduler', { yield: () => new Promise((resolve) => setTimeout(resolve, 0)) });
    const compile = hljs.highlight.bind(hljs);
    const spy = vi.spyOn(hljs, 'highlight').mockImplementation((code, options) => {
      events.push('compiled');
      // Anything queued as a task now runs after this one: the announcement must come after it.
      setTimeout(() => events.push('next task'), 0);
      return compile(code, options);
    });
    try {
      await expect(loadHighlightLanguage('rs')).resolves.toBe(true);
    } finally {
      spy.mockRestore();
      unsubscribe();
      vi.unstubAllGlobals();
    }
    expect(events).toEqual(['compiled', 'next task', 'announced, compiled: true']);
  });
  it('knows every alias highlight.js registers for its languages', async () => {
    const { default: hljs } = await import('highlight.js/lib/core');
    const api = hljs.newInstance();
    for (const name of HIGHLIGHT_LANGUAGES) {
      api.registerLanguage(name, require(`highlight.js/lib/languages/${name}`) as LanguageFn);
    }
    const expected = Object.fromEntries(
      HIGHLIGHT_LANGUAGES.flatMap((name) => (api.getLanguage(name)?.aliases ?? []).map((alias) => [alias, HIGHLIGHT_LANGUAGES.find((n) => api.getLanguage(n) === api.getLanguage(alias))])),
    );
    expect(HIGHLIGHT_ALIASES).toEqual(expected);
    expect(highlightLanguage('TS')).toBe('typescript');
    expect(highlightLanguage('plaintext')).toBeNull();
  });
});
