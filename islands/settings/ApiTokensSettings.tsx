import { useEffect, useMemo } from 'react';
import { useUnit } from 'effector-react';
import { Formik, Form, Field, type FieldProps } from 'formik';
import { settingsMessages } from '../../src/domain/messages';
import { API_TOKEN_EXPIRY, apiTokenSchema, type ApiTokenExpiry } from '../../src/domain/settings';
import { createApiTokensModel } from '../../src/models/workspace-settings';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Button } from '../ui/Button';
import { CollectionList } from './CollectionList';
import { SelectField } from '../ui/SelectField';
import { TextField } from '../ui/TextField';
import { CopyIcon, TrashIcon } from '../ui/icons';
import { formatWhen } from './format-when';
import { SettingsSection } from './SettingsSection';

const t = settingsMessages.apiTokens;

/** API tokens: create one (its secret is shown once), list them, delete one after confirming. */
export function ApiTokensSettings({ workspaceSlug }: { workspaceSlug: string }) {
  const model = useMemo(() => createApiTokensModel(workspaceSlug), [workspaceSlug]);
  const m = useUnit({
    items: model.$items, loaded: model.$loaded, loadError: model.$loadError, submitting: model.$submitting, formVersion: model.$formVersion,
    pendingDelete: model.$pendingDelete, deleting: model.$deleting, revealed: model.$revealed,
    mounted: model.mounted, submit: model.submitted, requestDelete: model.deleteRequested, cancelDelete: model.deleteCancelled,
    confirmDelete: model.deleteConfirmed, dismiss: model.revealDismissed, copy: model.copyRequested,
  });
  const { mounted } = m;
  useEffect(() => {
    mounted();
  }, [mounted]);

  return (
    <div className="flex flex-col gap-6">
      <SettingsSection id="tokens" heading={t.heading} description={t.description}>
        <Formik<{ label: string; expiry: ApiTokenExpiry }>
          key={m.formVersion}
          initialValues={{ label: '', expiry: 'never' }}
          validationSchema={apiTokenSchema}
          validateOnBlur={false}
          onSubmit={(values) => {
            m.submit({ label: values.label.trim(), expiry: values.expiry });
          }}
        >
          {({ errors, submitCount }) => (
            <Form noValidate className="grid gap-3 rounded-xl border border-line p-4 sm:grid-cols-[1fr_auto_auto] sm:items-start">
              <Field name="label">
                {({ field }: FieldProps<string>) => (
                  <TextField {...field} label={t.titleLabel} placeholder={t.titlePlaceholder} autoComplete="off" error={submitCount > 0 ? errors.label : undefined} />
                )}
              </Field>
              <Field name="expiry">
                {({ field }: FieldProps<string>) => (
                  <SelectField {...field} label={t.expiryLabel} options={API_TOKEN_EXPIRY.map((value) => ({ value, label: t.expiry[value] }))} />
                )}
              </Field>
              <Button type="submit" variant="primary" loading={m.submitting} className="sm:mt-6">{m.submitting ? t.adding : t.add}</Button>
            </Form>
          )}
        </Formik>
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
      </SettingsSection>
      <section aria-label={t.listLabel} className="flex flex-col gap-3">
        <CollectionList items={m.items} loaded={m.loaded} loadError={m.loadError} onRetry={m.mounted} emptyKey="workspace-settings-api-tokens" label={t.listLabel}
          renderItem={(token) => (
            <>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{token.label}</span>
                  <span className="text-xs text-muted">
                    ••••{token.last_four} · {token.expired_at ? t.expires(formatWhen(token.expired_at, 'MMM dd, yyyy')) : t.neverExpires}
                  </span>
                </span>
                <button type="button" onClick={() => m.requestDelete(token)} aria-label={t.deleteLabel(token.label)} title={t.deleteTitle} className="grid size-8 place-items-center rounded text-danger hover:bg-danger-soft focus-visible:outline-2 focus-visible:outline-primary">
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
