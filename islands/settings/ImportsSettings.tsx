import { useState } from 'react';
import { useUnit } from 'effector-react';
import { Field, type FieldProps } from 'formik';
import { IMPORT_PROVIDERS } from '../../src/domain/constants';
import { settingsMessages } from '../../src/domain/messages';
import { githubImportSchema, jiraImportSchema, type ImportProvider } from '../../src/domain/settings';
import { createImportsModel } from '../../src/models/workspace-settings';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { CollectionPage } from './CollectionPage';
import { formatWhen } from './format-when';
import { RadioCards } from './RadioCards';
import { SettingsForm } from './SettingsForm';
import { useIslandModel } from '../ui/use-island-model';

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
  const model = useIslandModel(() => createImportsModel(workspaceSlug), [workspaceSlug]);
  const m = useUnit({
    loading: model.$loading, submitting: model.$submitting, formVersion: model.$formVersion, mounted: model.mounted, submit: model.submitted,
  });
  const [provider, setProvider] = useState<ImportProvider>('github');

  return (
    <CollectionPage
      model={model}
      section={{ id: 'imports', heading: t.heading, description: t.description }}
      form={
        <div className="flex flex-col gap-4 rounded-xl border border-line p-4">
          <RadioCards legend={t.providerLegend} name="provider" options={IMPORT_PROVIDERS} labels={t.providers} value={provider} onChange={setProvider} className="flex gap-2" />
          <SettingsForm<ImportValues>
            formKey={`${provider}-${m.formVersion}`}
            initialValues={emptyValues}
            schema={provider === 'github' ? githubImportSchema : jiraImportSchema}
            onSubmit={(v) =>
              m.submit(
                provider === 'github'
                  ? { provider: 'github', repository: v.repository.trim() }
                  : { provider: 'jira', site: v.site.trim(), project_key: v.project_key.trim(), email: v.email.trim() },
              )
            }
            className="grid grid-cols-1 gap-3 sm:grid-cols-2"
          >
            {(errorOf) => {
              const field = (name: keyof ImportValues, label: string, extra: Record<string, string> = {}) => (
                <Field name={name}>
                  {({ field: f }: FieldProps<string>) => <TextField {...f} label={label} autoComplete="off" error={errorOf(name)} {...extra} />}
                </Field>
              );
              return (
                <>
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
                </>
              );
            }}
          </SettingsForm>
        </div>
      }
      listLabel={t.historyHeading}
      emptyKey="workspace-settings-import"
      rowClassName="flex-wrap"
      history={{ id: 'import-history', action: <Button size="sm" variant="ghost" onClick={m.mounted} loading={m.loading}>{t.refresh}</Button> }}
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
  );
}
