import remarkGfm from 'remark-gfm';
import { $remark } from '@milkdown/kit/utils';

/**
 * GFM syntax for remark: tables, strikethrough, task items, autolink literals. The editor's own
 * plugin rather than the gfm preset's `remarkGFMPlugin`: importing that one export kept the whole
 * gfm preset, and the commonmark preset it builds on, in the editor's bundle (their module-level
 * schema definitions cannot be tree-shaken), about 46 KB of unused code.
 */
export const remarkGfmPlugin = $remark('remarkGFM', () => remarkGfm);
