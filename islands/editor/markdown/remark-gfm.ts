import { gfmReaders } from './gfm-readers';
import { gfm } from 'micromark-extension-gfm';
import type { Processor } from 'unified';
import { $remark } from '@milkdown/kit/utils';

/**
 * GFM syntax for remark's reader: tables, strikethrough, task items, autolink literals, footnotes.
 * remark-gfm's plugin would also register GFM's writers, which bring mdast-util-to-markdown and
 * markdown-table into the editor's first chunk (gfm-readers.ts); the editor writes GFM with
 * write-tree.ts, loaded beside it. (Our own plugin rather than the gfm preset's `remarkGFMPlugin` for the same reason:
 * that export kept both Milkdown presets in the bundle, about 46 KB of unused code.)
 */
function remarkGfmReader(this: Processor) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfm());
  (data.fromMarkdownExtensions ??= []).push(...gfmReaders());
}

export const remarkGfmPlugin = $remark('remarkGFM', () => remarkGfmReader);
