import type { MarkSchema } from '@milkdown/kit/transformer';
import type { FastMarkMarkdown } from '../markdown/fast-writer';
import { parseInsideMark } from './parse-mark';
import { withTextMark } from './with-mark';

/**
 * The markdown of a mark that wraps its text in one markdown node (strong, emphasis, delete,
 * underline): read from that node, written as it through remark, and `fast` for the fast writer.
 */
export function wrappingMarkMarkdown(mdastType: string, markName: string, fast: FastMarkMarkdown) {
  return {
    parseMarkdown: {
      match: (node) => node.type === mdastType,
      runner: (state, node, markType) => {
        parseInsideMark(state, markType, node.children ?? []);
      },
    },
    toMarkdown: {
      match: (mark) => mark.type.name === markName,
      runner: (state, mark, node) => {
        withTextMark(state, mark, node, mdastType);
      },
    },
    fastMarkdown: fast,
  } satisfies Pick<MarkSchema, 'parseMarkdown' | 'toMarkdown'> & { fastMarkdown: FastMarkMarkdown };
}
