/**
 * The languages code blocks highlight: highlight.js core plus a common set, each loaded on demand
 * (one dynamic import per language, the core with the first one), so the editor's own chunk carries
 * none of them. `highlightHtml` is synchronous: for a known language that has not loaded yet it
 * returns `undefined` and starts the load; `onHighlightLanguageLoaded` says when to ask again.
 */
import type { HLJSApi, LanguageFn } from 'highlight.js';
import { yieldToBrowser } from '../../../ui/yield-to-browser';

type Loader = () => Promise<{ default: LanguageFn }>;

const LOADERS: Record<string, Loader> = {
  bash: () => import('highlight.js/lib/languages/bash'),
  css: () => import('highlight.js/lib/languages/css'),
  go: () => import('highlight.js/lib/languages/go'),
  java: () => import('highlight.js/lib/languages/java'),
  javascript: () => import('highlight.js/lib/languages/javascript'),
  json: () => import('highlight.js/lib/languages/json'),
  markdown: () => import('highlight.js/lib/languages/markdown'),
  python: () => import('highlight.js/lib/languages/python'),
  rust: () => import('highlight.js/lib/languages/rust'),
  sql: () => import('highlight.js/lib/languages/sql'),
  typescript: () => import('highlight.js/lib/languages/typescript'),
  xml: () => import('highlight.js/lib/languages/xml'),
  yaml: () => import('highlight.js/lib/languages/yaml'),
};

/**
 * The aliases those languages register in highlight.js, to the language that answers them when all
 * are registered (a unit test checks this table against highlight.js itself).
 */
export const HIGHLIGHT_ALIASES: Readonly<Record<string, string>> = {
  sh: 'bash', zsh: 'bash', golang: 'go', jsp: 'java', js: 'javascript', jsx: 'javascript', mjs: 'javascript',
  cjs: 'javascript', jsonc: 'json', json5: 'json', md: 'markdown', mkdown: 'markdown', mkd: 'markdown', py: 'python',
  gyp: 'python', ipython: 'python', rs: 'rust', ts: 'typescript', tsx: 'typescript', mts: 'typescript',
  cts: 'typescript', html: 'xml', xhtml: 'xml', rss: 'xml', atom: 'xml', xjb: 'xml', xsd: 'xml', xsl: 'xml',
  plist: 'xml', wsf: 'xml', svg: 'xml', yml: 'yaml',
};

export const HIGHLIGHT_LANGUAGES = Object.keys(LOADERS);

let hljs: HLJSApi | null = null;
let core: Promise<HLJSApi> | null = null;
const loaded = new Set<string>();
const loading = new Map<string, Promise<boolean>>();
const listeners = new Set<(language: string) => void>();

/** The highlight.js language a code block's language names (aliases included), or null for none. */
export function highlightLanguage(language: string): string | null {
  const name = language.toLowerCase();
  if (Object.hasOwn(LOADERS, name)) return name;
  return Object.hasOwn(HIGHLIGHT_ALIASES, name) ? HIGHLIGHT_ALIASES[name] : null;
}

function loadCore(): Promise<HLJSApi> {
  core ??= import('highlight.js/lib/core').then((module) => {
    hljs = module.default;
    return hljs;
  });
  return core;
}

/** A few lines with the tokens most grammars know: strings, numbers, comments, calls, keywords. */
const WARM_UP_SAMPLE = 'const a = "b"; // c\nfunction d(e) { return e + 1.5; }\n# f\n<g h="i">j</g>\nk: [l, true, null]';

/**
 * highlight.js compiles a grammar the first time it highlights in it (every mode's expressions,
 * 10-40 ms for TypeScript on this machine), the core's code runs cold the first time, and the
 * editor's first highlighting came in the same task as the language's module and the redraw of
 * its blocks (the viewer page's longest task after creating the view). A sample highlighted in a
 * task of its own takes that cost, and the blocks are highlighted in the next.
 */
async function warmUp(api: HLJSApi, name: string): Promise<void> {
  await yieldToBrowser();
  try {
    api.highlight(WARM_UP_SAMPLE, { language: name, ignoreIllegals: true });
  } catch {
    // A grammar that fails here fails again on a real block, which says so (highlightHtml).
  }
  await yieldToBrowser();
}

/** Loads one language (and the core); resolves true once it highlights, false if it cannot. */
export function loadHighlightLanguage(language: string): Promise<boolean> {
  const name = highlightLanguage(language);
  if (!name) return Promise.resolve(false);
  if (loaded.has(name)) return Promise.resolve(true);
  let pending = loading.get(name);
  if (!pending) {
    pending = Promise.all([loadCore(), LOADERS[name]()])
      .then(async ([api, module]) => {
        if (!api.getLanguage(name)) api.registerLanguage(name, module.default);
        await warmUp(api, name);
        loaded.add(name);
        listeners.forEach((listener) => listener(name));
        return true;
      })
      .catch((error: unknown) => {
        // A failed chunk (offline, say) leaves the block plain; a later block may try again.
        loading.delete(name);
        console.error(`Code highlighting for ${name} could not be loaded.`, error);
        return false;
      });
    loading.set(name, pending);
  }
  return pending;
}

/** Whether a language (by highlight.js name) has loaded. */
export function isHighlightLanguageLoaded(name: string): boolean {
  return loaded.has(name);
}

/** Called with the language's name each time one finishes loading; returns the unsubscribe function. */
export function onHighlightLanguageLoaded(listener: (language: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * highlight.js HTML for the code; null when there is nothing to highlight (no code, plain text or an
 * unknown language); undefined while the language is still loading (the load has been started).
 */
export function highlightHtml(code: string, language: string): string | null | undefined {
  if (!code || !language || language === 'plaintext') return null;
  const name = highlightLanguage(language);
  if (!name) return null;
  if (!hljs || !loaded.has(name)) {
    void loadHighlightLanguage(name);
    return undefined;
  }
  try {
    return hljs.highlight(code, { language: name, ignoreIllegals: true }).value;
  } catch (error) {
    console.error('Code highlighting failed.', error);
    return null;
  }
}
