import { useUnit } from 'effector-react';
import { Field, type FieldProps } from 'formik';
import { settingsMessages } from '../../src/domain/messages';
import { API_TOKEN_EXPIRY, apiTokenSchema, type ApiTokenExpiry } from '../../src/domain/settings';
import { createApiTokensModel } from '../../src/models/workspace-settings';
import { Button } from '../ui/Button';
import { SelectField } from '../ui/SelectField';
import { TextField } from '../ui/TextField';
import { CopyIcon } from '../ui/icons';
import { CollectionPage } from './CollectionPage';
import { formatWhen } from './format-when';
import { SettingsForm } from './SettingsForm';
import { useIslandModel } from '../ui/use-island-model';

const t = settingsMessages.apiTokens;

/** API tokens: create one (its secret is shown once), list them, delete one after confirming. */
export function ApiTokensSettings({ workspaceSlug }: { workspaceSlug: string }) {
  const model = useIslandModel(() => createApiTokensModel(workspaceSlug), [workspaceSlug]);
  const m = useUnit({
    submitting: model.$submitting, formVersion: model.$formVersion, revealed: model.$revealed,
    submit: model.submitted, dismiss: model.revealDismissed, copy: model.copyRequested,
  });

  return (
    <CollectionPage
      model={model}
      section={{ id: 'tokens', heading: t.heading, description: t.description }}
      form={
        <>
          <SettingsForm<{ label: string; expiry: ApiTokenExpiry }>
            formKey={m.formVersion}
            initialValues={{ label: '', expiry: 'never' }}
            schema={apiTokenSchema}
            onSubmit={(values) => m.submit({ label: values.label.trim(), expiry: values.expiry })}
            className="grid grid-cols-1 gap-3 rounded-xl border border-line p-4 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-start"
          >
            {(errorOf) => (
              <>
                <Field name="label">
                  {({ field }: FieldProps<string>) => (
                    <TextField {...field} label={t.titleLabel} placeholder={t.titlePlaceholder} autoComplete="off" error={errorOf('label')} />
                  )}
                </Field>
                <Field name="expiry">
                  {({ field }: FieldProps<string>) => (
                    <SelectField {...field} label={t.expiryLabel} options={API_TOKEN_EXPIRY.map((value) => ({ value, label: t.expiry[value] }))} />
                  )}
                </Field>
                <Button type="submit" variant="primary" loading={m.submitting} className="sm:mt-6">{m.submitting ? t.adding : t.add}</Button>
              </>
            )}
          </SettingsForm>
          {m.revealed?.token && (
            <div role="status" className="flex flex-col gap-2 rounded-xl border border-primary bg-primary-soft p-4 text-sm">
              <p className="font-medium">{t.copyOnce}</p>
              <code className="break-all rounded bg-surface px-2 py-1.5 font-mono text-xs" data-testid="api-token-secret">{m.revealed.token}</code>
              <div className="flex gap-2">
                <Button size="sm" onClick={() => m.copy(m.revealed!.token!)}><CopyIcon size={14} /> {t.copy}</Button>
                <Button size="sm" variant="ghost" onClick={m.dismiss}>{t.dismiss}</Button>
              </div>
            </div>
          )}
        </>
      }
      listLabel={t.listLabel}
      emptyKey="workspace-settings-api-tokens"
      renderItem={(token) => (
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium">{token.label}</span>
          <span className="text-xs text-muted">
            ••••{token.last_four} · {token.expired_at ? t.expires(formatWhen(token.expired_at, 'MMM dd, yyyy')) : t.neverExpires}
          </span>
        </span>
      )}
      deletion={{ label: (token) => t.deleteLabel(token.label), title: t.deleteTitle, content: t.deleteContent }}
    />
  );
}
