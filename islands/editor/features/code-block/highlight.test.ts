import { describe, expect, it, vi } from 'vitest';
import { undoDepth } from '@milkdown/kit/prose/history';
import type { LanguageFn } from 'highlight.js';
import { createRequire } from 'node:module';
import { mountEditor } from '../../test-utils';
import { HIGHLIGHT_ALIASES, HIGHLIGHT_LANGUAGES, highlightLanguage } from './highlight-languages';

const require = createRequire(import.meta.url);

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
