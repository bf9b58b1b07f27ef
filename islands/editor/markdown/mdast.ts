/** Small helpers shared by the node and mark files for reading mdast nodes without `any`. */
import type { MarkdownNode } from '@milkdown/kit/transformer';

export const str = (node: MarkdownNode, key: string): string | undefined => {
  const value = node[key];
  return typeof value === 'string' ? value : undefined;
};

export const num = (node: MarkdownNode, key: string): number | undefined => {
  const value = node[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

export const bool = (node: MarkdownNode, key: string): boolean | null => {
  const value = node[key];
  return typeof value === 'boolean' ? value : null;
};

export const children = (node: MarkdownNode): MarkdownNode[] => node.children ?? [];
