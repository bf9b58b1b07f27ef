import type { Node } from '@milkdown/kit/prose/model';
import { Plugin, PluginKey, type EditorState, type Transaction } from '@milkdown/kit/prose/state';
import { Decoration, DecorationSet, type EditorView } from '@milkdown/kit/prose/view';
import { $prose } from '@milkdown/kit/utils';
import { highlightRanges } from '../../../../src/domain/editor/highlight-tokens';
import { decorationsByBlock, reassembleBetween } from './decorations-by-block';
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

/** A code block's token decorations as a set of the block's own (positions from its start), by node identity. */
const blockSets = new WeakMap<Node, DecorationSet>();

const isCodeBlock = (node: Node) => node.type.name === 'codeBlock';

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

  /** The block's set; null when it has no highlighting, or must wait (for its language, or for a later task). */
  setOf = (block: Node): DecorationSet | null => {
    const known = blockSets.get(block);
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
    const set = DecorationSet.create(block, tokens.map((token) => Decoration.inline(token.from, token.to, { class: token.className })));
    blockSets.set(block, set);
    return set;
  };

  state(decorations: DecorationSet): HighlightState {
    return { decorations, waiting: this.waiting, behind: this.behind };
  }
}

/** The span of the new document a transaction's changes cover (all of them), or null when it changed nothing. */
function changedSpan(tr: Transaction): { from: number; to: number } | null {
  let from = Infinity;
  let to = -Infinity;
  tr.mapping.maps.forEach((map, index) => {
    const rest = tr.mapping.slice(index + 1);
    map.forEach((_oldStart, _oldEnd, newStart, newEnd) => {
      from = Math.min(from, rest.map(newStart, -1));
      to = Math.max(to, rest.map(newEnd, 1));
    });
  });
  return from <= to ? { from, to } : null;
}

/** Every code block's set, from what is known and what the budget allows. */
function assemble(doc: Node, highlighter: Highlighter): HighlightState {
  return highlighter.state(decorationsByBlock(doc, isCodeBlock, highlighter.setOf));
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
 * the blocks it touched (decorations-by-block.ts keeps the others). Languages load on demand: blocks waiting for one stay plain until it
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
          const mapped = previous.decorations.map(tr.mapping, tr.doc);
          const span = changedSpan(tr);
          if (!span) return { ...previous, decorations: mapped };
          const highlighter = new Highlighter(HIGHLIGHT_BUDGET_MS, previous.waiting, previous.behind);
          return highlighter.state(reassembleBetween(mapped, tr.doc, span.from, span.to, isCodeBlock, highlighter.setOf));
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
