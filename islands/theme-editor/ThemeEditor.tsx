import { useUnit } from 'effector-react';
import { useState } from 'react';
import { themeMessages } from '../../src/domain/messages';
import type { ThemeModel } from '../../src/models/theme';
import { Dialog } from '../ui/Dialog';
import { ThemeEditorForm } from './ThemeEditorForm';

/** The theme customizer in a side sheet, so the page behind it shows the preview. */
export function ThemeEditor({ model }: { model: ThemeModel }) {
  const m = useUnit({
    open: model.$open,
    initial: model.$initialValues,
    saving: model.$saving,
    closed: model.closed,
    submitted: model.submitted,
    valuesChanged: model.valuesChanged,
  });
  const [dirty, setDirty] = useState(false);
  return (
    <Dialog placement="side" open={m.open} onClose={() => !m.saving && m.closed()} title={themeMessages.heading} dirty={dirty && !m.saving}>
      <ThemeEditorForm initial={m.initial} submitting={m.saving} onSubmit={m.submitted} onValuesChange={m.valuesChanged} onDirtyChange={setDirty} />
    </Dialog>
  );
}
