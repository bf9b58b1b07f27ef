import { useUnit } from 'effector-react';
import { Field, type FieldProps } from 'formik';
import { settingsMessages } from '../../src/domain/messages';
import { webhookSchema } from '../../src/domain/settings';
import { createWebhooksModel } from '../../src/models/workspace-settings';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { CollectionPage } from './CollectionPage';
import { formatWhen } from './format-when';
import { SettingsForm } from './SettingsForm';
import { useIslandModel } from '../ui/use-island-model';

const t = settingsMessages.webhooks;

/** Webhooks: add a payload URL (http or https), list them, delete one after confirming. */
export function WebhooksSettings({ workspaceSlug }: { workspaceSlug: string }) {
  const model = useIslandModel(() => createWebhooksModel(workspaceSlug), [workspaceSlug]);
  const m = useUnit({ submitting: model.$submitting, formVersion: model.$formVersion, submit: model.submitted });

  return (
    <CollectionPage
      model={model}
      section={{ id: 'webhooks', heading: t.heading, description: t.description }}
      form={
        <SettingsForm
          formKey={m.formVersion}
          initialValues={{ url: '' }}
          schema={webhookSchema}
          onSubmit={(values) => m.submit(values.url.trim())}
          className="flex flex-col gap-3 rounded-xl border border-line p-4 sm:flex-row sm:items-start"
        >
          {(errorOf) => (
            <>
              <Field name="url">
                {({ field }: FieldProps<string>) => (
                  <TextField {...field} type="url" inputMode="url" label={t.urlLabel} placeholder={t.urlPlaceholder} autoComplete="off" className="flex-1" error={errorOf('url')} />
                )}
              </Field>
              <Button type="submit" variant="primary" loading={m.submitting} className="sm:mt-6">{m.submitting ? t.adding : t.add}</Button>
            </>
          )}
        </SettingsForm>
      }
      listLabel={t.listLabel}
      emptyKey="workspace-settings-webhooks"
      renderItem={(hook) => (
        <span className="min-w-0 flex-1">
          <span className="block truncate font-mono text-xs">{hook.url}</span>
          <span className="text-xs text-muted">{formatWhen(hook.created_at)}</span>
        </span>
      )}
      deletion={{ label: (hook) => t.deleteLabel(hook.url), title: t.deleteTitle, content: t.deleteContent }}
    />
  );
}
