import type { Node } from '@milkdown/kit/prose/model';
import { Plugin, PluginKey, type Transaction } from '@milkdown/kit/prose/state';
import { Decoration, DecorationSet } from '@milkdown/kit/prose/view';
import { $prose } from '@milkdown/kit/utils';
import { highlightRanges } from '../../../../src/domain/editor/highlight-tokens';
import { highlightHtml, highlightLanguage, isHighlightLanguageLoaded, onHighlightLanguageLoaded } from './highlight-languages';

interface HighlightState {
  decorations: DecorationSet;
  /** Languages some code block waited for (not loaded when it was decorated). */
  waiting: ReadonlySet<string>;
}

export const codeHighlightKey = new PluginKey<HighlightState>('planeCodeHighlight');

/** Token decorations of one code block, cached by node identity (unchanged blocks cost nothing). */
const tokenCache = new WeakMap<Node, Array<{ from: number; to: number; className: string }>>();

/** The block's decorations; a block whose language is still loading gets none and is noted in `waiting`. */
function blockDecorations(node: Node, pos: number, waiting: Set<string>): Decoration[] {
  let ranges = tokenCache.get(node);
  if (!ranges) {
    const language = String(node.attrs.language);
    const html = highlightHtml(node.textContent, language);
    if (html === undefined) {
      waiting.add(highlightLanguage(language)!);
      return [];
    }
    ranges = html ? highlightRanges(html) : [];
    tokenCache.set(node, ranges);
  }
  const start = pos + 1;
  return ranges.map((r) => Decoration.inline(start + r.from, start + r.to, { class: r.className }));
}

function codeBlocksIn(doc: Node, from: number, to: number, visit: (node: Node, pos: number) => void) {
  doc.nodesBetween(from, to, (node, pos) => {
    if (node.type.name === 'codeBlock') {
      visit(node, pos);
      return false;
    }
    return !node.isTextblock;
  });
}

/** Ranges of the new document that a transaction touched. */
function changedRanges(tr: Transaction): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  tr.mapping.maps.forEach((map, index) => {
    map.forEach((_oldStart, _oldEnd, newStart, newEnd) => {
      const rest = tr.mapping.slice(index + 1);
      ranges.push([rest.map(newStart, -1), rest.map(newEnd, 1)]);
    });
  });
  return ranges;
}

/**
 * Highlights code blocks by language with highlight.js, as decorations. After the first render,
 * a transaction re-highlights only the code blocks inside the ranges it changed. Languages load on
 * demand: blocks waiting for one stay plain until it arrives, then one transaction (a `loaded` meta,
 * kept out of the history) decorates the blocks in the languages that arrived.
 */
export const codeHighlightPlugin = $prose(
  () =>
    new Plugin<HighlightState>({
      key: codeHighlightKey,
      state: {
        init(_config, state) {
          const decorations: Decoration[] = [];
          const waiting = new Set<string>();
          codeBlocksIn(state.doc, 0, state.doc.content.size, (node, pos) => decorations.push(...blockDecorations(node, pos, waiting)));
          return { decorations: DecorationSet.create(state.doc, decorations), waiting };
        },
        apply(tr, previous) {
          const arrived = tr.getMeta(codeHighlightKey) as { loaded: string[] } | undefined;
          if (!tr.docChanged && !arrived) return previous;
          let next = previous.decorations.map(tr.mapping, tr.doc);
          const waiting = new Set(previous.waiting);
          if (tr.docChanged) {
            for (const [from, to] of changedRanges(tr)) {
              const lo = Math.max(0, Math.min(from, tr.doc.content.size));
              const hi = Math.max(lo, Math.min(to, tr.doc.content.size));
              codeBlocksIn(tr.doc, lo, hi, (node, pos) => {
                next = next.remove(next.find(pos, pos + node.nodeSize)).add(tr.doc, blockDecorations(node, pos, waiting));
              });
            }
          }
          if (arrived) {
            const languages = new Set(arrived.loaded);
            languages.forEach((language) => waiting.delete(language));
            const added: Decoration[] = [];
            codeBlocksIn(tr.doc, 0, tr.doc.content.size, (node, pos) => {
              const language = highlightLanguage(String(node.attrs.language));
              if (language && languages.has(language)) {
                next = next.remove(next.find(pos, pos + node.nodeSize));
                added.push(...blockDecorations(node, pos, waiting));
              }
            });
            next = next.add(tr.doc, added);
          }
          return { decorations: next, waiting };
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
        return { destroy: unsubscribe };
      },
      props: {
        decorations: (state) => codeHighlightKey.getState(state)?.decorations,
      },
    }),
);
