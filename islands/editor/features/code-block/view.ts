import type { Node } from '@milkdown/kit/prose/model';
import { $view } from '@milkdown/kit/utils';
import { COPY_FEEDBACK_MS } from '../../../../src/domain/constants';
import { editorMessages } from '../../../../src/domain/messages';
import { bridgeCtx } from '../../bridge/context';
import { RenderedNodeView } from '../../nodes/rendered-view';
import { codeBlockNode, DEFAULT_CODE_LANGUAGE, languageOf } from './node';
import { codeLanguage } from '../../../../src/domain/safe-attributes';

const SVG = (paths: string) =>
  `<svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${paths}</svg>`;
const COPY_ICON = SVG('<rect x="9" y="9" width="13" height="13" rx="2"/><path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1"/>');
const CHECK_ICON = SVG('<path d="M20 6 9 17l-5-5"/>');

/**
 * Each icon is parsed once and cloned: setting innerHTML on every code block's button parsed the
 * SVG again each time (300 ms of a 2 MB paste's drawing, bench/profile-paste.mjs).
 */
const parsedIcons = new Map<string, HTMLTemplateElement>();
function iconNode(markup: string): globalThis.Node {
  let template = parsedIcons.get(markup);
  if (!template) {
    template = document.createElement('template');
    template.innerHTML = markup;
    parsedIcons.set(markup, template);
  }
  return template.content.cloneNode(true);
}

/**
 * A code block with a copy button at the top right. After a copy the button shows a check mark
 * for COPY_FEEDBACK_MS (SPEC section 9); a failed copy is logged and keeps the copy icon.
 */
export class CodeBlockView extends RenderedNodeView {
  dom: HTMLDivElement;
  contentDOM: HTMLElement;
  private button: HTMLButtonElement;
  private label: HTMLSpanElement;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(node: Node, private feedbackMs: number = COPY_FEEDBACK_MS) {
    super(node);
    this.dom = document.createElement('div');
    this.dom.className = 'code-block';
    this.label = document.createElement('span');
    this.label.className = 'code-block-language';
    this.label.contentEditable = 'false';
    this.button = document.createElement('button');
    this.button.type = 'button';
    this.button.className = 'code-copy';
    this.button.contentEditable = 'false';
    this.button.addEventListener('mousedown', (event) => event.preventDefault());
    this.button.addEventListener('click', this.copy);
    const pre = document.createElement('pre');
    this.contentDOM = document.createElement('code');
    pre.append(this.contentDOM);
    this.dom.append(this.label, this.button, pre);
    this.showCopied(false);
    this.render();
  }

  protected render() {
    const language = languageOf(this.node.attrs.language);
    this.dom.dataset.language = language;
    this.contentDOM.className = `language-${codeLanguage(language)}`;
    this.label.textContent = language === DEFAULT_CODE_LANGUAGE ? '' : language;
  }

  private showCopied(copied: boolean) {
    this.button.replaceChildren(iconNode(copied ? CHECK_ICON : COPY_ICON));
    this.button.dataset.copied = String(copied);
    const text = copied ? editorMessages.copied : editorMessages.copyCode;
    this.button.setAttribute('aria-label', text);
    this.button.title = text;
  }

  private copy = async () => {
    try {
      await navigator.clipboard.writeText(this.node.textContent);
      this.showCopied(true);
      if (this.timer) clearTimeout(this.timer);
      this.timer = setTimeout(() => {
        this.timer = null;
        this.showCopied(false);
      }, this.feedbackMs);
    } catch (error) {
      console.error('The code could not be copied.', error);
      this.showCopied(false);
    }
  };

  stopEvent(event: Event) {
    return this.button.contains(event.target as globalThis.Node);
  }

  ignoreMutation(mutation: MutationRecord | { type: 'selection'; target: globalThis.Node }) {
    return mutation.type !== 'selection' && !this.contentDOM.contains(mutation.target);
  }

  destroy() {
    if (this.timer) clearTimeout(this.timer);
  }
}

export const codeBlockView = $view(codeBlockNode, (ctx) => {
  const bridge = ctx.get(bridgeCtx.key);
  return (node) => new CodeBlockView(node, bridge.host.copyFeedbackMs);
});
