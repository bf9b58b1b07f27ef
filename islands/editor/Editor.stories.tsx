import type { Story } from '@ladle/react';
import { RichTextViewer } from './RichTextViewer';
import { clickWhenPresent, rangeInFirstBlock, ScriptedEditor } from './story-helpers';
import { editorMessages } from '../../src/domain/messages';

const EVERY_BLOCK = `# Heading 1

## Heading 2

### Heading 3

#### Heading 4

##### Heading 5

###### Heading 6

A paragraph with **bold**, *italic*, <u>underline</u>, ~~strike~~, \`inline code\` and [a link](https://plane.so).\\
After a hard break.

- Bullet item
  - Nested item

1. Numbered item
2. Second item

- [x] Done task
- [ ] Open task
  - [ ] Nested task

> A quote.

\`\`\`ts
const answer: number = 42; // typed
\`\`\`

---

The end.
`;

export const Empty: Story = () => <ScriptedEditor initialValue="" />;

export const EveryBlockType: Story = () => <ScriptedEditor initialValue={EVERY_BLOCK} />;

/** The slash menu as typing it on a new line below some text opens it, with what was typed after the slash. */
const SlashMenuAfter = ({ typed, className }: { typed: string; className: string }) => (
  <ScriptedEditor
    initialValue="Some text above."
    className={className}
    script={(handle) => {
      handle.focus('end');
      handle.insertAtCursor({ type: 'doc', content: [{ type: 'paragraph' }, { type: 'paragraph', content: [{ type: 'text', text: typed }] }] }, 'json');
    }}
  />
);

export const SlashMenuOpen: Story = () => <SlashMenuAfter typed="/" className="min-h-[26rem]" />;

export const SlashMenuFiltered: Story = () => <SlashMenuAfter typed="/head" className="min-h-72" />;

const TEXT = 'Select a word in this sentence to format it.';

export const ToolbarOnText: Story = () => (
  <ScriptedEditor
    initialValue={`${TEXT}\n\nA second paragraph.`}
    className="pt-12"
    script={(handle) => handle.setSelection(...rangeInFirstBlock(TEXT, 'word in this'))}
  />
);

const CODE = 'const greeting = "hello";';

export const ToolbarInCode: Story = () => (
  <ScriptedEditor
    initialValue={`\`\`\`ts\n${CODE}\n\`\`\`\n\nText after.`}
    className="pt-12"
    script={(handle) => handle.setSelection(...rangeInFirstBlock(CODE, 'greeting'))}
  />
);

export const LinkEditor: Story = () => (
  <ScriptedEditor
    initialValue={`${TEXT}\n\nA second paragraph.`}
    className="pt-14"
    script={(handle, root) => {
      handle.setSelection(...rangeInFirstBlock(TEXT, 'sentence'));
      clickWhenPresent(root, '[role="toolbar"] button', (button) => button.textContent === editorMessages.link);
    }}
  />
);

/** The copy button right after a click: the check mark (held here; the editor shows it for 1000 ms). */
export const CopyCodeFeedback: Story = () => (
  <ScriptedEditor
    initialValue={`\`\`\`python\ndef greet(name):\n    return f"Hello, {name}!"\n\`\`\``}
    copyFeedbackMs={24 * 60 * 60 * 1000}
    script={(_handle, root) => {
      // Ladle's preview may not grant clipboard access; the story is about the feedback, not the copy.
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.resolve() } });
      clickWhenPresent(root, `button[aria-label="${editorMessages.copyCode}"]`);
    }}
  />
);

export const Viewer: Story = () => (
  <div className="mx-auto max-w-3xl rounded-lg border border-line bg-canvas p-5">
    <RichTextViewer value={EVERY_BLOCK} />
  </div>
);
