import type { EditorForms } from './codec';
import { editorMessages } from '../../src/domain/messages';

/** The live document in its three forms, each in a labelled, scrollable panel. */
export function FormsPanels({ forms }: { forms: EditorForms | null }) {
  const panels: Array<[string, string]> = [
    [editorMessages.panelMarkdown, forms?.markdown ?? ''],
    [editorMessages.panelHtml, forms?.html ?? ''],
    [editorMessages.panelJson, forms ? JSON.stringify(forms.json, null, 2) : ''],
  ];
  return (
    <div className="grid grid-cols-1 gap-3 lg:grid-cols-3">
      {panels.map(([label, text]) => {
        const id = `editor-panel-${label.toLowerCase()}`;
        return (
          <section key={label} aria-labelledby={id} className="flex min-w-0 flex-col rounded-lg border border-line bg-surface-2">
            <h3 id={id} className="border-b border-line px-3 py-1.5 text-xs font-semibold uppercase tracking-wide text-muted">
              {label}
            </h3>
            <pre
              tabIndex={0}
              aria-labelledby={id}
              className="max-h-72 min-h-24 overflow-auto whitespace-pre-wrap break-words p-3 font-mono text-xs leading-relaxed text-fg"
            >
              {text}
            </pre>
          </section>
        );
      })}
    </div>
  );
}
