import type { Node } from '@milkdown/kit/prose/model';
import type { EditorView } from '@milkdown/kit/prose/view';
import { $node, $view } from '@milkdown/kit/utils';
import type { FastBlockMarkdown } from '../markdown/fast-writer';
import { bool } from '../markdown/mdast';
import { RenderedNodeView } from './rendered-view';
import { writeListItemMarkdown } from './lists';

/** A to-do item: checkable, and it holds further blocks, so to-do lists nest. */
export const taskItemNode = $node('taskItem', () => ({
  content: 'block+',
  defining: true,
  attrs: { checked: { default: false } },
  parseDOM: [
    {
      tag: 'li[data-type="taskItem"]',
      priority: 60,
      getAttrs: (dom: HTMLElement) => ({
        checked: dom.getAttribute('data-checked') === 'true' || Boolean(dom.querySelector(':scope > label > input[type="checkbox"]:checked')),
      }),
      contentElement: (dom: globalThis.Node) => (dom as HTMLElement).querySelector(':scope > div') ?? (dom as HTMLElement),
    },
  ],
  toDOM: (node) => [
    'li',
    { 'data-type': 'taskItem', 'data-checked': String(Boolean(node.attrs.checked)) },
    ['label', ['input', { type: 'checkbox', ...(node.attrs.checked ? { checked: 'checked' } : {}) }]],
    ['div', 0],
  ],
  parseMarkdown: {
    match: ({ type, checked }) => type === 'listItem' && typeof checked === 'boolean',
    runner: (state, node, type) => {
      state.openNode(type, { checked: bool(node, 'checked') === true }).next(node.children ?? []).closeNode();
    },
  },
  toMarkdown: {
    match: (node) => node.type.name === 'taskItem',
    // Its list writes it (writeListMarkdown), with the list's looseness; alone it is tight.
    runner: (state, node) => writeListItemMarkdown(state, node, false),
  },
  // Written by its list (writeListItems).
  fastMarkdown: { mdast: 'listItem' } satisfies FastBlockMarkdown,
}));

/** The checkbox toggles the item in the editable editor; in the read-only viewer it is inert. */
class TaskItemView extends RenderedNodeView {
  dom: HTMLLIElement;
  contentDOM: HTMLDivElement;
  private checkbox: HTMLInputElement;

  constructor(node: Node, private view: EditorView, private getPos: () => number | undefined) {
    super(node);
    this.dom = document.createElement('li');
    this.dom.dataset.type = 'taskItem';
    const label = document.createElement('label');
    label.contentEditable = 'false';
    this.checkbox = document.createElement('input');
    this.checkbox.type = 'checkbox';
    this.checkbox.setAttribute('aria-label', 'Done');
    this.checkbox.addEventListener('mousedown', (event) => event.preventDefault());
    this.checkbox.addEventListener('change', this.toggle);
    label.append(this.checkbox);
    this.contentDOM = document.createElement('div');
    this.dom.append(label, this.contentDOM);
    this.render();
  }

  private toggle = () => {
    const pos = this.getPos();
    if (!this.view.editable || pos === undefined) {
      this.checkbox.checked = Boolean(this.node.attrs.checked);
      return;
    }
    this.view.dispatch(this.view.state.tr.setNodeMarkup(pos, undefined, { ...this.node.attrs, checked: this.checkbox.checked }));
    // A refused change (a document still opening) leaves the node as it was: so must the box.
    this.checkbox.checked = Boolean(this.node.attrs.checked);
  };

  protected render() {
    const checked = Boolean(this.node.attrs.checked);
    this.dom.dataset.checked = String(checked);
    this.checkbox.checked = checked;
    this.checkbox.disabled = !this.view.editable;
  }

  ignoreMutation(mutation: MutationRecord | { type: 'selection'; target: globalThis.Node }) {
    return mutation.type !== 'selection' && !this.contentDOM.contains(mutation.target);
  }

  stopEvent(event: Event) {
    return event.target === this.checkbox;
  }
}

export const taskItemView = $view(taskItemNode, () => (node, view, getPos) => new TaskItemView(node, view, getPos));
