import type { Node } from '@milkdown/kit/prose/model';
import { Plugin, PluginKey, type EditorState, type Transaction } from '@milkdown/kit/prose/state';
import { Decoration, DecorationSet, type EditorView } from '@milkdown/kit/prose/view';
import { $prose } from '@milkdown/kit/utils';
import { highlightRanges } from '../../../../src/domain/editor/highlight-tokens';
import { decorationsByBlock } from './decorations-by-block';
import { highlightHtml, highlightLanguage, isHighlightLanguageLoaded, onHighlightLanguageLoaded } from './highlight-languages';

interface HighlightState {
  decorations: DecorationSet;
  /** Languages some code block waits for (not loaded when it was looked at). */
  waiting: ReadonlySet<string>;
  /** Some block of a loaded language is not highlighted yet: the view highlights it in a later task. */
  behind: boolean;
}

export const codeHighlightKey = new PluginKey<HighlightState>('planeCodeHighlight');

/**
 * Highlighting one transaction may do before it leaves the rest to later tasks. A document with a
 * few code blocks is highlighted at once; a large paste or opening 10 MB never holds the page for
 * it: each later task highlights for at most HIGHLIGHT_SLICE_MS, top of the document first.
 */
export const HIGHLIGHT_BUDGET_MS = 8;
export const HIGHLIGHT_SLICE_MS = 12;
/** More changed code blocks than this in one transaction and the document's set is assembled anew. */
const PATCH_LIMIT = 4;

type Token = { from: number; to: number; className: string };
/** A code block's tokens (positions from its start) and their decorations as a set of the block's own, by node identity. */
interface BlockTokens {
  tokens: Token[];
  set: DecorationSet;
}
const tokenCache = new WeakMap<Node, BlockTokens>();

const isCodeBlock = (node: Node) => node.type.name === 'codeBlock';
const decoration = (token: Token, at: number) => Decoration.inline(at + token.from, at + token.to, { class: token.className });

/** Highlighting as a task may afford it; notes the languages blocks wait for, and whether any was left for later. */
class Highlighter {
  readonly waiting: Set<string>;
  behind = false;
  private readonly until: number;

  constructor(budgetMs: number, waiting: Iterable<string> = [], behind = false) {
    this.waiting = new Set(waiting);
    this.behind = behind;
    this.until = performance.now() + budgetMs;
  }

  /** The block's tokens; null when it has none, or must wait (for its language, or for a later task). */
  tokensOf = (block: Node): BlockTokens | null => {
    const known = tokenCache.get(block);
    if (known) return known;
    const language = String(block.attrs.language);
    const name = highlightLanguage(language);
    if (!name || !block.textContent) return null;
    if (isHighlightLanguageLoaded(name) && performance.now() > this.until) {
      this.behind = true;
      return null;
    }
    const html = highlightHtml(block.textContent, language);
    if (html === undefined) {
      this.waiting.add(name);
      return null;
    }
    const tokens = html ? highlightRanges(html) : [];
    const found = { tokens, set: DecorationSet.create(block, tokens.map((token) => decoration(token, 0))) };
    tokenCache.set(block, found);
    return found;
  };

  state(decorations: DecorationSet): HighlightState {
    return { decorations, waiting: this.waiting, behind: this.behind };
  }
}

function codeBlocksIn(doc: Node, from: number, to: number, visit: (node: Node, pos: number) => void) {
  doc.nodesBetween(from, to, (node, pos) => {
    if (isCodeBlock(node)) {
      visit(node, pos);
      return false;
    }
    return !node.isTextblock;
  });
}

/** The code blocks inside the ranges of the new document that a transaction touched. */
function changedCodeBlocks(tr: Transaction): Array<{ node: Node; pos: number }> {
  const found = new Map<number, Node>();
  const size = tr.doc.content.size;
  tr.mapping.maps.forEach((map, index) => {
    map.forEach((_oldStart, _oldEnd, newStart, newEnd) => {
      const rest = tr.mapping.slice(index + 1);
      const lo = Math.max(0, Math.min(rest.map(newStart, -1), size));
      const hi = Math.max(lo, Math.min(rest.map(newEnd, 1), size));
      codeBlocksIn(tr.doc, lo, hi, (node, pos) => found.set(pos, node));
    });
  });
  return [...found].map(([pos, node]) => ({ pos, node }));
}

/** Every code block's set, from what is known and what the budget allows. */
function assemble(doc: Node, highlighter: Highlighter): HighlightState {
  return highlighter.state(decorationsByBlock(doc, isCodeBlock, (block) => highlighter.tokensOf(block)?.set ?? null));
}

/** An edit touching a few code blocks: their decorations replaced in the mapped set. */
function patch(previous: HighlightState, tr: Transaction, blocks: Array<{ node: Node; pos: number }>): HighlightState {
  const highlighter = new Highlighter(HIGHLIGHT_BUDGET_MS, previous.waiting, previous.behind);
  let next = previous.decorations.map(tr.mapping, tr.doc);
  for (const { node, pos } of blocks) {
    next = next.remove(next.find(pos, pos + node.nodeSize));
    const found = highlighter.tokensOf(node);
    if (found) next = next.add(tr.doc, found.tokens.map((token) => decoration(token, pos + 1)));
  }
  return highlighter.state(next);
}

/** Highlights what the last transactions left behind, one slice per background task. */
function scheduleCatchUp(view: EditorView): { update: (state: EditorState) => void; destroy: () => void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = () => {
    timer = null;
    if (view.isDestroyed || !codeHighlightKey.getState(view.state)?.behind) return;
    view.dispatch(view.state.tr.setMeta(codeHighlightKey, { slice: true }).setMeta('addToHistory', false));
  };
  return {
    update(state) {
      if (timer === null && codeHighlightKey.getState(state)?.behind) timer = setTimeout(run, 0);
    },
    destroy() {
      if (timer !== null) clearTimeout(timer);
    },
  };
}

/**
 * Highlights code blocks by language with highlight.js, as decorations. An edit re-highlights only
 * the code blocks it touched. Languages load on demand: blocks waiting for one stay plain until it
 * arrives, then one transaction (a `loaded` meta, kept out of the history) decorates them. Work past
 * a transaction's budget goes on in later tasks (`slice` metas), so no task holds the page long.
 */
export const codeHighlightPlugin = $prose(
  () =>
    new Plugin<HighlightState>({
      key: codeHighlightKey,
      state: {
        init: (_config, state) => assemble(state.doc, new Highlighter(HIGHLIGHT_BUDGET_MS)),
        apply(tr, previous) {
          const meta = tr.getMeta(codeHighlightKey) as { loaded?: string[]; slice?: true } | undefined;
          if (meta) {
            const waiting = [...previous.waiting].filter((language) => !meta.loaded?.includes(language));
            return assemble(tr.doc, new Highlighter(meta.slice ? HIGHLIGHT_SLICE_MS : HIGHLIGHT_BUDGET_MS, waiting));
          }
          if (!tr.docChanged) return previous;
          const blocks = changedCodeBlocks(tr);
          if (!blocks.length) return { ...previous, decorations: previous.decorations.map(tr.mapping, tr.doc) };
          if (blocks.length <= PATCH_LIMIT) return patch(previous, tr, blocks);
          return assemble(tr.doc, new Highlighter(HIGHLIGHT_BUDGET_MS, previous.waiting));
        },
      },
      view(view) {
        let queued = new Set<string>();
        let scheduled = false;
        const flush = () => {
          scheduled = false;
          const state = codeHighlightKey.getState(view.state);
          const loaded = [...queued].filter((language) => state?.waiting.has(language));
          queued = new Set();
          if (!loaded.length || view.isDestroyed) return;
          view.dispatch(view.state.tr.setMeta(codeHighlightKey, { loaded }).setMeta('addToHistory', false));
        };
        const arrive = (language: string) => {
          queued.add(language);
          // Languages that arrive together are decorated in one transaction.
          if (!scheduled) {
            scheduled = true;
            queueMicrotask(flush);
          }
        };
        const unsubscribe = onHighlightLanguageLoaded(arrive);
        // A language may have arrived between the state's creation and this view's.
        codeHighlightKey.getState(view.state)?.waiting.forEach((language) => {
          if (isHighlightLanguageLoaded(language)) arrive(language);
        });
        const catchUp = scheduleCatchUp(view);
        catchUp.update(view.state);
        return {
          update: (v) => catchUp.update(v.state),
          destroy: () => {
            unsubscribe();
            catchUp.destroy();
          },
        };
      },
      props: {
        decorations: (state) => codeHighlightKey.getState(state)?.decorations,
      },
    }),
);
