import type { Node } from '@milkdown/kit/prose/model';
import { Plugin, PluginKey, type EditorState, type Transaction } from '@milkdown/kit/prose/state';
import { Decoration, DecorationSet, type EditorView } from '@milkdown/kit/prose/view';
import { $prose } from '@milkdown/kit/utils';
import { highlightRanges } from '../../../../src/domain/editor/highlight-tokens';
import { reassembleBetween } from './decorations-by-block';
import { highlightHtml, highlightLanguage, isHighlightLanguageLoaded, onHighlightLanguageLoaded } from './highlight-languages';

interface HighlightState {
  decorations: DecorationSet;
  /** Languages some code block waits for (not loaded when it was looked at). */
  waiting: ReadonlySet<string>;
  /** Where blocks not highlighted yet may start (a later task goes on from there); null when none are left. */
  behind: number | null;
}

export const codeHighlightKey = new PluginKey<HighlightState>('planeCodeHighlight');

/**
 * Highlighting one transaction may do before it leaves the rest to later tasks. A document with a
 * few code blocks is highlighted at once; a large paste or opening 10 MB never holds the page for
 * it: each later task goes on from where the last stopped for at most HIGHLIGHT_SLICE_MS, top of
 * the document first, so no task walks the whole document again.
 */
export const HIGHLIGHT_BUDGET_MS = 8;
export const HIGHLIGHT_SLICE_MS = 12;

/** A code block's token decorations as a set of the block's own (positions from its start), by node identity. */
const blockSets = new WeakMap<Node, DecorationSet>();

const isCodeBlock = (node: Node) => node.type.name === 'codeBlock';

/** A block's set; null when it has no highlighting, or waits for its language (noted in `waiting`). */
function setOf(block: Node, waiting: Set<string>): DecorationSet | null {
  const known = blockSets.get(block);
  if (known) return known;
  const language = String(block.attrs.language);
  const name = highlightLanguage(language);
  if (!name || !block.textContent) return null;
  const html = highlightHtml(block.textContent, language);
  if (html === undefined) {
    waiting.add(name);
    return null;
  }
  const tokens = html ? highlightRanges(html) : [];
  const set = DecorationSet.create(block, tokens.map((token) => Decoration.inline(token.from, token.to, { class: token.className })));
  blockSets.set(block, set);
  return set;
}

/**
 * Highlights the top-level blocks from `from` to `to` in `set` (mapped to `doc`) for at most
 * `budgetMs`. What is left goes on later: `behind` is the earlier of where this stopped and the
 * previous `behind`.
 */
function highlight(doc: Node, set: DecorationSet, from: number, to: number, budgetMs: number, waiting: Iterable<string>, behind: number | null): HighlightState {
  const waits = new Set(waiting);
  const until = performance.now() + budgetMs;
  const done = reassembleBetween(set, doc, from, to, isCodeBlock, (block) => setOf(block, waits), () => performance.now() > until);
  const left = [behind, done.stoppedAt].filter((at): at is number => at !== null);
  return { decorations: done.set, waiting: waits, behind: left.length ? Math.min(...left) : null };
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

/**
 * How long the reader must have stopped typing before the catch-up goes on. Its slices are short,
 * but each is a transaction that redraws the blocks it decorated: in a 10 MB document a key comes
 * about every 550 ms, so with a shorter quiet they still fell between the keys (bench, key-p95-10m).
 */
export const CATCH_UP_QUIET_MS = 1_000;

interface CatchUp {
  update: (state: EditorState) => void;
  /** The reader pressed a key or sent input: the catch-up waits until they pause. */
  hold: () => void;
  destroy: () => void;
}

const catchUps = new WeakMap<EditorView, CatchUp>();

/** Goes on highlighting what the last transactions left, one slice per background task, never while the reader types. */
function scheduleCatchUp(view: EditorView): CatchUp {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastInputAt = -Infinity;
  const arm = (delay: number) => {
    timer = setTimeout(run, delay);
  };
  function run() {
    timer = null;
    if (view.isDestroyed || codeHighlightKey.getState(view.state)?.behind == null) return;
    const quietFor = Date.now() - lastInputAt;
    if (quietFor < CATCH_UP_QUIET_MS) {
      arm(CATCH_UP_QUIET_MS - quietFor);
      return;
    }
    view.dispatch(view.state.tr.setMeta(codeHighlightKey, { slice: true }).setMeta('addToHistory', false));
  }
  return {
    update(state) {
      if (timer === null && codeHighlightKey.getState(state)?.behind != null) arm(0);
    },
    hold() {
      lastInputAt = Date.now();
    },
    destroy() {
      if (timer !== null) clearTimeout(timer);
    },
  };
}

const holdCatchUp = (view: EditorView) => {
  catchUps.get(view)?.hold();
  return false;
};

/**
 * Highlights code blocks by language with highlight.js, as decorations. An edit re-highlights only
 * the blocks it touched (decorations-by-block.ts keeps the others). Languages load on demand:
 * blocks waiting for one stay plain until it arrives, then a transaction (a `loaded` meta, kept out
 * of the history) starts decorating them. Work past a transaction's budget goes on in later tasks
 * (`slice` metas), so no task holds the page long, and none of them while the reader types.
 */
export const codeHighlightPlugin = $prose(
  () =>
    new Plugin<HighlightState>({
      key: codeHighlightKey,
      state: {
        init: (_config, state) => highlight(state.doc, DecorationSet.empty, 0, Infinity, HIGHLIGHT_BUDGET_MS, [], null),
        apply(tr, previous) {
          const meta = tr.getMeta(codeHighlightKey) as { loaded?: string[]; slice?: true } | undefined;
          if (!tr.docChanged && !meta) return previous;
          const mapped = tr.docChanged ? previous.decorations.map(tr.mapping, tr.doc) : previous.decorations;
          const behind = previous.behind === null ? null : tr.mapping.map(previous.behind, -1);
          if (meta?.slice) return behind === null ? previous : highlight(tr.doc, mapped, behind, Infinity, HIGHLIGHT_SLICE_MS, previous.waiting, null);
          if (meta?.loaded) {
            // Blocks in the languages that arrived may be anywhere: start over from the top.
            const waiting = [...previous.waiting].filter((language) => !meta.loaded!.includes(language));
            return highlight(tr.doc, mapped, 0, Infinity, HIGHLIGHT_BUDGET_MS, waiting, null);
          }
          const span = changedSpan(tr);
          if (!span) return { ...previous, decorations: mapped, behind };
          return highlight(tr.doc, mapped, span.from, span.to, HIGHLIGHT_BUDGET_MS, previous.waiting, behind);
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
        catchUps.set(view, catchUp);
        catchUp.update(view.state);
        return {
          update: (v) => catchUp.update(v.state),
          destroy: () => {
            unsubscribe();
            catchUp.destroy();
            catchUps.delete(view);
          },
        };
      },
      props: {
        decorations: (state) => codeHighlightKey.getState(state)?.decorations,
        // Seen, never handled: the keys and input go on to the editor as before.
        handleDOMEvents: { keydown: holdCatchUp, beforeinput: holdCatchUp, compositionupdate: holdCatchUp },
      },
    }),
);
