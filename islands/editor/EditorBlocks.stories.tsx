import type { Story } from '@ladle/react';
import { RichTextViewer } from './RichTextViewer';
import { clickWhenPresent, ScriptedEditor } from './story-helpers';
import type { FileHandler, MentionHandler } from './types';
import type { MentionSuggestion } from '../../src/domain/editor/mentions';
import { editorTableMessages } from '../../src/domain/messages';

const SVG = (fill: string, label: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270"><rect width="480" height="270" fill="${fill}"/><text x="240" y="145" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#fff">${label}</text></svg>`)}`;
const IMAGE = SVG('#3f76ff', 'Release diagram');

const neverEnding: FileHandler = {
  upload: (_file, { onProgress }) => {
    onProgress?.(0.4);
    return new Promise(() => undefined);
  },
  delete: async () => undefined,
  restore: async () => undefined,
  cancel: () => undefined,
};
const failing: FileHandler = { ...neverEnding, upload: () => Promise.reject(new Error('The asset could not be stored.')) };

const file = () => new File([decodeURIComponent(IMAGE.slice(IMAGE.indexOf(',') + 1))], 'diagram.svg', { type: 'image/svg+xml' });

export const UploadInProgress: Story = () => (
  <ScriptedEditor initialValue="Uploading a screenshot below:" fileHandler={neverEnding} script={(handle) => {
    handle.focus('end');
    void handle.uploadImage(file());
  }} />
);

/** After a failed upload the placeholder is gone and nothing is inserted (the failure is logged). */
export const UploadFailed: Story = () => (
  <ScriptedEditor initialValue="The upload below failed; the text is unchanged and the editor is ready again." fileHandler={failing} script={(handle) => {
    handle.focus('end');
    void handle.uploadImage(file()).catch(() => undefined);
  }} />
);

export const ImageSelected: Story = () => (
  <ScriptedEditor initialValue={`Text above.\n\n<img src="${IMAGE}" width="360px" height="203px">\n\nText below.`} className="pt-12" script={(handle) => handle.setSelection(13, 14)} />
);

const TABLE = '| Area | Owner | Status |\n| --- | --- | --- |\n| Search | Grace | Shipped |\n| Filter | Alan | In progress |';

/** Moves the pointer over a table cell so the hover bars appear. */
function hoverCell(root: HTMLElement, index: number) {
  const observer = new MutationObserver(() => tryHover());
  const tryHover = () => {
    const cell = root.querySelectorAll<HTMLElement>('.plane-prose td')[index];
    if (!cell) return;
    observer.disconnect();
    const rect = cell.getBoundingClientRect();
    const move = () => cell.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: rect.left + 10, clientY: rect.top + 10 }));
    move();
    setTimeout(move, 150);
  };
  observer.observe(root, { childList: true, subtree: true });
  tryHover();
}

export const TableHoverControls: Story = () => (
  <ScriptedEditor initialValue={TABLE} className="pt-4 pl-4" script={(_h, root) => hoverCell(root, 1)} />
);

export const ColumnMenuWithColors: Story = () => (
  <ScriptedEditor initialValue={TABLE} className="min-h-[26rem] pt-4 pl-4" script={(_h, root) => {
    hoverCell(root, 1);
    clickWhenPresent(root, `button[aria-label="${editorTableMessages.columnMenu}"]`);
    clickWhenPresent(root, '[role="menuitem"]', (item) => item.textContent?.startsWith(editorTableMessages.pickColor) ?? false);
  }} />
);

export const ToolbarInTable: Story = () => (
  <ScriptedEditor initialValue={TABLE} className="pt-14 pl-4" script={(handle) => handle.setSelection(4, 8)} />
);

const PEOPLE: MentionSuggestion[] = ['ada', 'alan', 'grace', 'katherine', 'margaret'].map((name, i) => ({
  id: `u${i}`, title: name, avatar: null, entity_identifier: `user-000${i + 1}`, entity_name: 'user_mention', redirect_uri: `/acme/profile/user-000${i + 1}/`,
}));
const people: MentionHandler = { suggestions: async () => PEOPLE, highlights: async () => ['user-0001'], navigate: () => undefined };
const slow: MentionHandler = { suggestions: () => new Promise(() => undefined) };

const typeAfterReady = (text: string) => (handle: { focus(p: 'end'): void; insertAtCursor(v: string): void }) => {
  handle.focus('end');
  handle.insertAtCursor(text);
};

export const MentionListLoading: Story = () => (
  <ScriptedEditor initialValue="Ask " className="min-h-64" mentionHandler={slow} script={typeAfterReady('@')} />
);

export const MentionListResults: Story = () => (
  <ScriptedEditor initialValue="Ask " className="min-h-64" mentionHandler={people} script={typeAfterReady('@a')} />
);

export const MentionListNoResults: Story = () => (
  <ScriptedEditor initialValue="Ask " className="min-h-64" mentionHandler={people} script={typeAfterReady('@zz')} />
);

const MENTIONS = [
  'Review by <mention-component id="m1" label="ada" target="users" self="false" redirect_uri="/acme/profile/user-0001/" entity_identifier="user-0001" entity_name="user_mention"></mention-component>',
  '(you, highlighted) and <mention-component id="m2" label="grace" target="users" self="false" redirect_uri="/acme/profile/user-0003/" entity_identifier="user-0003" entity_name="user_mention"></mention-component>.',
].join(' ');

export const HighlightedMention: Story = () => <ScriptedEditor initialValue={MENTIONS} mentionHandler={people} />;

export const HighlightedMentionInViewer: Story = () => (
  <div className="mx-auto max-w-3xl rounded-lg border border-line bg-canvas p-5">
    <RichTextViewer value={MENTIONS} mentionHandler={people} />
  </div>
);

/** Points at the second paragraph so the handle shows beside it. */
function pointAt(root: HTMLElement, index: number) {
  const observer = new MutationObserver(() => tryPoint());
  const tryPoint = () => {
    const block = root.querySelectorAll<HTMLElement>('.plane-prose > p')[index];
    const box = root.querySelector<HTMLElement>('.plane-editor');
    if (!block || !box) return;
    observer.disconnect();
    const rect = block.getBoundingClientRect();
    const move = () => box.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: rect.left + 20, clientY: rect.top + rect.height / 2 }));
    // Once now and once after the editor's listeners are surely attached.
    move();
    setTimeout(move, 150);
  };
  observer.observe(root, { childList: true, subtree: true });
  tryPoint();
}

export const DragHandle: Story = () => (
  <ScriptedEditor initialValue={'First paragraph.\n\nDrag me by the dots on the left.\n\nThird paragraph.'} className="pl-8" script={(_h, root) => pointAt(root, 1)} />
);
