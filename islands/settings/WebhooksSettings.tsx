import { useEffect, useMemo } from 'react';
import { useUnit } from 'effector-react';
import { Formik, Form, Field, type FieldProps } from 'formik';
import { settingsMessages } from '../../src/domain/messages';
import { webhookSchema } from '../../src/domain/settings';
import { createWebhooksModel } from '../../src/models/workspace-settings';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Button } from '../ui/Button';
import { CollectionList } from './CollectionList';
import { TextField } from '../ui/TextField';
import { TrashIcon } from '../ui/icons';
import { formatWhen } from './format-when';
import { SettingsSection } from './SettingsSection';

const t = settingsMessages.webhooks;

/** Webhooks: add a payload URL (http or https), list them, delete one after confirming. */
export function WebhooksSettings({ workspaceSlug }: { workspaceSlug: string }) {
  const model = useMemo(() => createWebhooksModel(workspaceSlug), [workspaceSlug]);
  const m = useUnit({
    items: model.$items, loaded: model.$loaded, loadError: model.$loadError, submitting: model.$submitting, formVersion: model.$formVersion,
    pendingDelete: model.$pendingDelete, deleting: model.$deleting,
    mounted: model.mounted, submit: model.submitted, requestDelete: model.deleteRequested, cancelDelete: model.deleteCancelled, confirmDelete: model.deleteConfirmed,
  });
  const { mounted } = m;
  useEffect(() => {
    mounted();
  }, [mounted]);

  return (
    <div className="flex flex-col gap-6">
      <SettingsSection id="webhooks" heading={t.heading} description={t.description}>
        <Formik key={m.formVersion} initialValues={{ url: '' }} validationSchema={webhookSchema} validateOnBlur={false} onSubmit={(values) => {
            m.submit(values.url.trim());
          }}>
          {({ errors, submitCount }) => (
            <Form noValidate className="flex flex-col gap-3 rounded-xl border border-line p-4 sm:flex-row sm:items-start">
              <Field name="url">
                {({ field }: FieldProps<string>) => (
                  <TextField {...field} type="url" inputMode="url" label={t.urlLabel} placeholder={t.urlPlaceholder} autoComplete="off" className="flex-1" error={submitCount > 0 ? errors.url : undefined} />
                )}
              </Field>
              <Button type="submit" variant="primary" loading={m.submitting} className="sm:mt-6">{m.submitting ? t.adding : t.add}</Button>
            </Form>
          )}
        </Formik>
      </SettingsSection>
      <section aria-label={t.listLabel} className="flex flex-col gap-3">
        <CollectionList items={m.items} loaded={m.loaded} loadError={m.loadError} onRetry={m.mounted} emptyKey="workspace-settings-webhooks" label={t.listLabel}
          renderItem={(hook) => (
            <>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-mono text-xs">{hook.url}</span>
                  <span className="text-xs text-muted">{formatWhen(hook.created_at)}</span>
                </span>
                <button type="button" onClick={() => m.requestDelete(hook)} aria-label={t.deleteLabel(hook.url)} title={t.deleteTitle} className="grid size-8 place-items-center rounded text-danger hover:bg-danger-soft focus-visible:outline-2 focus-visible:outline-primary">
                  <TrashIcon size={15} />
                </button>
            </>
          )}
        />
      </section>
      <ConfirmDialog open={m.pendingDelete !== null} title={t.deleteTitle} content={t.deleteContent} loading={m.deleting} onCancel={m.cancelDelete} onConfirm={m.confirmDelete} />
    </div>
  );
}
