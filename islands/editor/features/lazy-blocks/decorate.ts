import type { Node } from '@milkdown/kit/prose/model';
import { Decoration, type DecorationSet } from '@milkdown/kit/prose/view';
import { lazyRuns } from './runs';
import { sizesFor, type BlockSize, type BlockSizes } from './sizes';
import type { DrawnBlock } from './state';

/** The class of a run's first placeholder, the one box that stands for the whole run (runs.ts). */
export const RUN_CLASS = 'plane-lazy-run';

const px = (value: number) => `${Math.round(value * 10) / 10}px`;
const runStyle = ({ height, marginTop, marginBottom }: BlockSize) => `height: ${px(height)}; margin-top: ${px(marginTop)}; margin-bottom: ${px(marginBottom)}`;

/** The decorations of one document and open set, kept until either changes or its sizes are estimated anew. */
const made = new WeakMap<BlockSizes, { doc: Node; open: DecorationSet; estimates: number; decorations: DecorationSet }>();

/** A long document's decorations: its open marks, and one box of each run of blocks not drawn, as tall as the run. */
export function withRuns(doc: Node, open: DecorationSet, drawn: Set<DrawnBlock>): DecorationSet {
  const sizes = sizesFor(drawn);
  const last = made.get(sizes);
  if (last?.doc === doc && last.open === open && last.estimates === sizes.estimates) return last.decorations;
  const starts = new Set(open.find().map((mark) => mark.from));
  const runs = lazyRuns(doc, (start) => starts.has(start), sizes.sizeOf).map((run) =>
    Decoration.node(run.start, run.start + run.first.nodeSize, { class: RUN_CLASS, style: runStyle(run.size) }, { lazyRun: true }),
  );
  const decorations = runs.length ? open.add(doc, runs) : open;
  made.set(sizes, { doc, open, estimates: sizes.estimates, decorations });
  return decorations;
}
