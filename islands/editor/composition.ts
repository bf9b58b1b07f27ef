/**
 * Assembles the editor from its parts: one list for the schema (shared by the editor, the viewer
 * and headless use), one for editing behaviour. Milkdown's commonmark and gfm presets are not used:
 * their list-order and heading-id plugins walk the whole document on every transaction.
 */
import type { MilkdownPlugin } from '@milkdown/kit/ctx';
import { history } from '@milkdown/kit/plugin/history';
import { remarkGfmPlugin, remarkNormalize } from './markdown';
import { bridgeCtx } from './bridge/context';
import { docNode } from './nodes/doc';
import { textNode } from './nodes/text';
import { paragraphNode } from './nodes/paragraph';
import { headingInputRule, headingNode } from './nodes/heading';
import { blockquoteInputRule, blockquoteKeymap, blockquoteNode } from './nodes/blockquote';
import { codeBlockKeymap, codeBlockNode, codeFenceInputRule } from './features/code-block/node';
import { codeBlockView } from './features/code-block/view';
import { horizontalRuleInputRule, horizontalRuleNode } from './nodes/horizontal-rule';
import { hardBreakNode } from './nodes/hard-break';
import { bulletListInputRule, bulletListKeymap, bulletListNode } from './nodes/bullet-list';
import { orderedListInputRule, orderedListKeymap, orderedListNode } from './nodes/ordered-list';
import { listItemKeymap, listItemNode } from './nodes/list-item';
import { taskListInputRule, taskListKeymap, taskListNode } from './nodes/task-list';
import { taskItemNode, taskItemView } from './nodes/task-item';
import { imageNode, inlineImageNode } from './features/image/node';
import { imageView, inlineImageView } from './features/image/view';
import { htmlBlockNode, htmlInlineNode } from './features/raw-html/node';
import { tableCellNode, tableHeaderNode, tableNode, tableRowNode } from './features/table/node';
import { mentionNode } from './features/mention/node';
import { mentionHighlightsPlugin, mentionView } from './features/mention/view';
import { linkMark } from './marks/link';
import { boldInputRules, boldKeymap, boldMark } from './marks/bold';
import { italicInputRules, italicKeymap, italicMark } from './marks/italic';
import { strikeInputRules, strikeKeymap, strikeMark } from './marks/strike';
import { underlineKeymap, underlineMark } from './marks/underline';
import { codeInputRules, codeKeymap, codeMark } from './marks/code';
import { codeHighlightPlugin } from './features/code-block/highlight';
import { viewEventsPlugin } from './plugins/view-events';
import { reactCommitGuardPlugin } from './plugins/react-commit-guard';
import { lazyBlocks } from './features/lazy-blocks/plugin';
import { slashPlugin } from './features/slash/plugin';
import { placeholderPlugin } from './plugins/placeholder';
import { pastePlugin, autolinkPasteRule } from './plugins/paste';
import { pasteStepPlugin } from './plugins/paste-step';
import { largePastePlugin } from './features/large-document/large-paste';
import { openingGuardPlugin } from './features/large-document/opening-guard';
import { autolinkPlugin } from './plugins/autolink';
import { linkClickPlugin } from './plugins/link-click';
import { containerClickPlugin } from './plugins/container-click';
import { typographyInputRules } from './plugins/typography';
import { imageUploadPlugin } from './features/image/upload';
import { imageLifecyclePlugin } from './features/image/lifecycle';
import { mentionSuggestPlugin } from './features/mention/suggest';
import { leaveCellSelectionOnPress, tableEditingPlugin, tableKeymap, tableResizing, tableView } from './features/table/plugins';

/**
 * Node and mark order matters: marks listed first wrap the others in HTML, and block parse rules
 * are tried in this order.
 */
export const schemaPlugins: MilkdownPlugin[] = [
  remarkGfmPlugin,
  remarkNormalize,
  docNode, paragraphNode, headingNode, blockquoteNode, codeBlockNode, horizontalRuleNode,
  taskListNode, taskItemNode, bulletListNode, orderedListNode, listItemNode,
  imageNode, tableNode, tableRowNode, tableHeaderNode, tableCellNode, htmlBlockNode,
  textNode, hardBreakNode, mentionNode, inlineImageNode, htmlInlineNode,
  linkMark, boldMark, italicMark, underlineMark, strikeMark, codeMark,
].flat();

/** Shown in the editor and the viewer: the bridge, code highlighting and node views. */
export const renderPlugins: MilkdownPlugin[] = [
  bridgeCtx, viewEventsPlugin, reactCommitGuardPlugin, codeHighlightPlugin, codeBlockView, taskItemView, imageView, inlineImageView, tableView, mentionView, mentionHighlightsPlugin, linkClickPlugin,
  // Last: it wraps the node views that the ones before it register (features/lazy-blocks/views.ts).
  lazyBlocks,
].flat();

/** Keys, input rules, paste and menus: only in the editable editor. */
export const editingPlugins: MilkdownPlugin[] = [
  // First: its refusals run before any other plugin's handlers.
  openingGuardPlugin,
  history,
  headingInputRule, blockquoteInputRule, codeFenceInputRule, horizontalRuleInputRule, bulletListInputRule,
  orderedListInputRule, taskListInputRule,
  ...boldInputRules, ...italicInputRules, ...strikeInputRules, ...codeInputRules, ...typographyInputRules,
  tableKeymap, codeBlockKeymap, listItemKeymap, blockquoteKeymap, bulletListKeymap, orderedListKeymap, taskListKeymap, boldKeymap, italicKeymap, underlineKeymap, strikeKeymap, codeKeymap,
  pasteStepPlugin, imageUploadPlugin, largePastePlugin, pastePlugin, autolinkPasteRule, autolinkPlugin, slashPlugin, mentionSuggestPlugin, placeholderPlugin,
  imageLifecyclePlugin, tableResizing, tableEditingPlugin, leaveCellSelectionOnPress, containerClickPlugin,
].flat();
