/**
 * Assembles the editor from its parts: one list for the schema (shared by the editor, the viewer
 * and headless use), one for editing behaviour. Milkdown's commonmark and gfm presets are not used:
 * their list-order and heading-id plugins walk the whole document on every transaction.
 */
import type { MilkdownPlugin } from '@milkdown/kit/ctx';
import { history } from '@milkdown/kit/plugin/history';
import { remarkGfmPlugin } from './plugins/remark-gfm';
import { bridgeCtx } from './context';
import { docNode } from './nodes/doc';
import { textNode } from './nodes/text';
import { paragraphNode } from './nodes/paragraph';
import { headingInputRule, headingNode } from './nodes/heading';
import { blockquoteInputRule, blockquoteNode } from './nodes/blockquote';
import { codeBlockKeymap, codeBlockNode, codeFenceInputRule } from './nodes/code-block';
import { codeBlockView } from './nodes/code-block-view';
import { horizontalRuleInputRule, horizontalRuleNode } from './nodes/horizontal-rule';
import { hardBreakNode } from './nodes/hard-break';
import { bulletListInputRule, bulletListNode } from './nodes/bullet-list';
import { orderedListInputRule, orderedListNode } from './nodes/ordered-list';
import { listItemNode } from './nodes/list-item';
import { taskListInputRule, taskListNode } from './nodes/task-list';
import { taskItemNode, taskItemView } from './nodes/task-item';
import { imageNode } from './nodes/image';
import { imageView } from './nodes/image-view';
import { tableCellNode, tableHeaderNode, tableNode, tableRowNode } from './nodes/table';
import { mentionNode } from './nodes/mention';
import { mentionView } from './nodes/mention-view';
import { linkMark } from './marks/link';
import { boldInputRules, boldKeymap, boldMark } from './marks/bold';
import { italicInputRules, italicKeymap, italicMark } from './marks/italic';
import { strikeInputRules, strikeKeymap, strikeMark } from './marks/strike';
import { underlineKeymap, underlineMark } from './marks/underline';
import { codeInputRules, codeKeymap, codeMark } from './marks/code';
import { remarkNormalize } from './plugins/remark-normalize';
import { codeHighlightPlugin } from './plugins/code-highlight';
import { viewBridge } from './plugins/view-bridge';
import { activeBlockPlugin } from './plugins/active-block';
import { slashPlugin } from './plugins/slash';
import { placeholderPlugin } from './plugins/placeholder';
import { pastePlugin, autolinkPasteRule } from './plugins/paste';
import { autolinkPlugin } from './plugins/autolink';
import { linkClickPlugin } from './plugins/link-click';
import { typographyInputRules } from './plugins/typography';
import { editingKeymap } from './plugins/keymap';
import { imageUploadPlugin } from './plugins/image-upload';
import { imageLifecyclePlugin } from './plugins/image-lifecycle';
import { mentionSuggestPlugin } from './plugins/mention-suggest';
import { tableEditingPlugin, tableKeymap, tableResizing, tableView } from './plugins/table';

/**
 * Node and mark order matters: marks listed first wrap the others in HTML, and block parse rules
 * are tried in this order.
 */
export const schemaPlugins: MilkdownPlugin[] = [
  remarkGfmPlugin,
  remarkNormalize,
  docNode, paragraphNode, headingNode, blockquoteNode, codeBlockNode, horizontalRuleNode,
  taskListNode, taskItemNode, bulletListNode, orderedListNode, listItemNode,
  imageNode, tableNode, tableRowNode, tableHeaderNode, tableCellNode,
  textNode, hardBreakNode, mentionNode,
  linkMark, boldMark, italicMark, underlineMark, strikeMark, codeMark,
].flat();

/** Shown in the editor and the viewer: the bridge, code highlighting and node views. */
export const renderPlugins: MilkdownPlugin[] = [
  bridgeCtx, viewBridge, codeHighlightPlugin, codeBlockView, taskItemView, imageView, tableView, mentionView, linkClickPlugin,
].flat();

/** Keys, input rules, paste and menus: only in the editable editor. */
export const editingPlugins: MilkdownPlugin[] = [
  history,
  headingInputRule, blockquoteInputRule, codeFenceInputRule, horizontalRuleInputRule, bulletListInputRule,
  orderedListInputRule, taskListInputRule,
  ...boldInputRules, ...italicInputRules, ...strikeInputRules, ...codeInputRules, ...typographyInputRules,
  tableKeymap, codeBlockKeymap, editingKeymap, boldKeymap, italicKeymap, underlineKeymap, strikeKeymap, codeKeymap,
  imageUploadPlugin, pastePlugin, autolinkPasteRule, autolinkPlugin, slashPlugin, mentionSuggestPlugin, placeholderPlugin,
  activeBlockPlugin, imageLifecyclePlugin, tableResizing, tableEditingPlugin,
].flat();
