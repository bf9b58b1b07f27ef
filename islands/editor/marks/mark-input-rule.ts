import { InputRule } from '@milkdown/kit/prose/inputrules';
import { $inputRule } from '@milkdown/kit/utils';

/**
 * A markdown-style mark shortcut: group 1 is the whole delimited run, group 2 the text that keeps
 * the mark. Nothing happens inside code or where the mark is not allowed.
 */
export function markInputRule(pattern: RegExp, markName: string) {
  return $inputRule(
    () =>
      new InputRule(pattern, (state, match, start, end) => {
        const [whole, run, text] = match;
        const markType = state.schema.marks[markName];
        if (!markType || !run || !text) return null;
        const $start = state.doc.resolve(start);
        if ($start.parent.type.spec.code || !$start.parent.type.allowsMarkType(markType)) return null;
        const runStart = start + whole.length - run.length;
        const existing = state.doc.rangeHasMark(runStart, end, state.schema.marks.code);
        if (existing) return null;
        const tr = state.tr;
        const textStart = runStart + run.indexOf(text);
        const textEnd = textStart + text.length;
        // Remove the closing delimiter (the last character is being typed, so only part is in the doc).
        tr.delete(textEnd, end);
        tr.delete(runStart, textStart);
        const markedEnd = runStart + text.length;
        tr.addMark(runStart, markedEnd, markType.create());
        tr.removeStoredMark(markType);
        return tr;
      }),
  );
}
