import { useEffect, useId, useMemo, useState } from 'react';
import { useUnit } from 'effector-react';
import { Formik, Form, Field, type FieldProps } from 'formik';
import { IMPORT_PROVIDERS } from '../../src/domain/constants';
import { settingsMessages } from '../../src/domain/messages';
import { githubImportSchema, jiraImportSchema, type ImportProvider } from '../../src/domain/settings';
import { createImportsModel } from '../../src/models/workspace-settings';
import { Button } from '../ui/Button';
import { CollectionList } from './CollectionList';
import { TextField } from '../ui/TextField';
import { formatWhen } from './format-when';
import { SettingsSection } from './SettingsSection';

const t = settingsMessages.imports;

interface ImportValues {
  repository: string;
  site: string;
  project_key: string;
  email: string;
}
const emptyValues: ImportValues = { repository: '', site: '', project_key: '', email: '' };

/** Imports from GitHub or Jira (SPEC section 3): a small form per provider, and the past imports. */
export function ImportsSettings({ workspaceSlug }: { workspaceSlug: string }) {
  const model = useMemo(() => createImportsModel(workspaceSlug), [workspaceSlug]);
  const m = useUnit({
    items: model.$items, loaded: model.$loaded, loading: model.$loading, loadError: model.$loadError, submitting: model.$submitting,
    formVersion: model.$formVersion, mounted: model.mounted, submit: model.submitted,
  });
  const [provider, setProvider] = useState<ImportProvider>('github');
  const legendId = useId();
  const { mounted } = m;
  useEffect(() => {
    mounted();
  }, [mounted]);

  return (
    <div className="flex flex-col gap-6">
      <SettingsSection id="imports" heading={t.heading} description={t.description}>
        <div className="flex flex-col gap-4 rounded-xl border border-line p-4">
          <fieldset aria-labelledby={legendId} className="flex flex-col gap-2">
            <legend id={legendId} className="text-sm font-medium">{t.providerLegend}</legend>
            <div className="flex gap-2">
              {IMPORT_PROVIDERS.map((p) => (
                <label key={p} className="flex cursor-pointer items-center gap-2 rounded-md border border-line px-3 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft">
                  <input type="radio" name="provider" value={p} checked={provider === p} onChange={() => setProvider(p)} className="accent-[var(--c-primary)]" />
                  {t.providers[p]}
                </label>
              ))}
            </div>
          </fieldset>
          <Formik<ImportValues>
            key={`${provider}-${m.formVersion}`}
            initialValues={emptyValues}
            validationSchema={provider === 'github' ? githubImportSchema : jiraImportSchema}
            validateOnBlur={false}
            onSubmit={(v) => {
              m.submit(
                provider === 'github'
                  ? { provider: 'github', repository: v.repository.trim() }
                  : { provider: 'jira', site: v.site.trim(), project_key: v.project_key.trim(), email: v.email.trim() },
              );
            }}
          >
            {({ errors, submitCount }) => {
              const err = (k: keyof ImportValues) => (submitCount > 0 ? errors[k] : undefined);
              const field = (name: keyof ImportValues, label: string, extra: Record<string, string> = {}) => (
                <Field name={name}>
                  {({ field: f }: FieldProps<string>) => <TextField {...f} label={label} autoComplete="off" error={err(name)} {...extra} />}
                </Field>
              );
              return (
                <Form noValidate className="grid gap-3 sm:grid-cols-2">
                  {provider === 'github' ? (
                    field('repository', t.githubRepoLabel, { placeholder: t.githubRepoPlaceholder })
                  ) : (
                    <>
                      {field('site', t.jiraSiteLabel, { placeholder: t.jiraSitePlaceholder, type: 'url', inputMode: 'url' })}
                      {field('project_key', t.jiraKeyLabel, { placeholder: t.jiraKeyPlaceholder })}
                      {field('email', t.jiraEmailLabel, { type: 'email', autoComplete: 'email' })}
                    </>
                  )}
                  <div className="sm:col-span-2">
                    <Button type="submit" variant="primary" loading={m.submitting}>{m.submitting ? t.submitting : t.submit}</Button>
                  </div>
                </Form>
              );
            }}
          </Formik>
        </div>
      </SettingsSection>
      <section aria-labelledby="import-history" className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-2">
          <h3 id="import-history" className="text-base font-semibold">{t.historyHeading}</h3>
          <Button size="sm" variant="ghost" onClick={m.mounted} loading={m.loading}>{t.refresh}</Button>
        </div>
        <CollectionList items={m.items} loaded={m.loaded} loadError={m.loadError} onRetry={m.mounted} emptyKey="workspace-settings-import" label={t.historyHeading} rowClassName="flex-wrap"
          renderItem={(job) => (
            <>
                <span className="w-16 font-medium">{t.providers[job.provider]}</span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-mono text-xs">{job.source}</span>
                  <span className="text-xs text-muted">{formatWhen(job.created_at)}</span>
                </span>
                <span className={job.status === 'completed' ? 'rounded bg-surface-2 px-1.5 py-0.5 text-xs text-success' : 'rounded bg-surface-2 px-1.5 py-0.5 text-xs text-warning'}>
                  {t.statuses[job.status]}
                </span>
            </>
          )}
        />
      </section>
    </div>
  );
}
