import { InputRule } from '@milkdown/kit/prose/inputrules';
import { $inputRule } from '@milkdown/kit/utils';
import { TYPOGRAPHY_RULES, typographyEdit } from '../../../src/domain/editor/typography';

/** Arrows, ellipsis, (c), (r), (tm), fractions and the rest of the domain table, outside code. */
export const typographyInputRules = TYPOGRAPHY_RULES.map((rule) =>
  $inputRule(
    () =>
      new InputRule(rule.pattern, (state, match, start, end) => {
        const $start = state.doc.resolve(start);
        if ($start.parent.type.spec.code || state.doc.rangeHasMark(start, end, state.schema.marks.code)) return null;
        const edit = typographyEdit(rule, match[0]);
        if (!edit) return null;
        // [start, end) holds the match without the character being typed; context after the
        // replaced part (such as a fraction's trailing space) is written back with it.
        const tail = match[0].slice(edit.end);
        return state.tr.insertText(edit.insert + tail, start + edit.start, end);
      }),
  ),
);
