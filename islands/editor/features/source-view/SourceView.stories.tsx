import type { Story } from '@ladle/react';
import { ScriptedEditor } from '../../story-helpers';

const DOCUMENT = `# Release notes

Plain **bold**, *italic*, ~~struck~~, \`code()\` and [a link](https://plane.so "Plane").

- [x] Ship the source view
- [ ] Write the docs

> A quote with <kbd>Ctrl</kbd>+<kbd>Alt</kbd>+<kbd>U</kbd>.

| Name | Role |
| :--- | ---: |
| Ada  | Admin |

\`\`\`ts
const answer = 42;
\`\`\`
`;

/** The view bar over the rich text: Mod-Alt-u or a click shows the markdown. */
export const RichTextWithViewBar: Story = () => <ScriptedEditor initialValue={DOCUMENT} sourceToggle />;

/** The same document as its markdown source, highlighted, editable, with its own undo history. */
export const MarkdownSource: Story = () => (
  <ScriptedEditor initialValue={DOCUMENT} sourceToggle script={(handle) => void handle.setViewMode('source')} />
);

/** A read-only editor shows its source read-only. */
export const MarkdownSourceReadOnly: Story = () => (
  <ScriptedEditor initialValue={DOCUMENT} sourceToggle editable={false} script={(handle) => void handle.setViewMode('source')} />
);
