import { useEffect, useId, useMemo, useState } from 'react';
import { useUnit } from 'effector-react';
import { formatWhen } from './format-when';
import { callAvailability } from '../../src/models/backend';
import { EXPORT_FORMATS, type ExportFormat } from '../../src/domain/constants';
import { settingsMessages } from '../../src/domain/messages';
import { buildSettingsUrl } from '../../src/domain/routes';
import { createExportsModel } from '../../src/models/workspace-settings';
import { Button } from '../ui/Button';
import { CollectionList } from './CollectionList';
import { SelectField } from '../ui/SelectField';
import { sitePath } from '../ui/site-path';
import { SettingsSection } from './SettingsSection';

const t = settingsMessages.exports;
const ALL = '';

/** Exports: pick a format (csv, xlsx, json) and the projects; the file downloads, and stays listed. */
export function ExportsSettings({ workspaceSlug }: { workspaceSlug: string }) {
  const model = useMemo(() => createExportsModel(workspaceSlug), [workspaceSlug]);
  const m = useUnit({
    items: model.$items, loaded: model.$loaded, loadError: model.$loadError, submitting: model.$submitting,
    downloading: model.$downloading, projects: model.$projects,
    mounted: model.mounted, submit: model.submitted, download: model.downloadRequested,
  });
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [project, setProject] = useState(ALL);
  const legendId = useId();
  const { mounted } = m;
  useEffect(() => {
    mounted();
  }, [mounted]);

  return (
    <div className="flex flex-col gap-6">
      <SettingsSection id="exports" heading={t.heading} description={t.description}>
        <form
          className="flex flex-col gap-4 rounded-xl border border-line p-4"
          onSubmit={(event) => {
            event.preventDefault();
            m.submit({ format, projectIds: project === ALL ? null : [project] });
          }}
        >
          <fieldset aria-labelledby={legendId} className="flex flex-col gap-2">
            <legend id={legendId} className="text-sm font-medium">{t.formatLegend}</legend>
            <div className="flex flex-wrap gap-2">
              {EXPORT_FORMATS.map((f) => (
                <label key={f} className="flex cursor-pointer items-center gap-2 rounded-md border border-line px-3 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft">
                  <input type="radio" name="format" value={f} checked={format === f} onChange={() => setFormat(f)} className="accent-[var(--c-primary)]" />
                  {t.formats[f]}
                </label>
              ))}
            </div>
          </fieldset>
          <SelectField
            label={t.projectLabel}
            value={project}
            onChange={(e) => setProject(e.target.value)}
            options={[{ value: ALL, label: t.allProjects }, ...m.projects.map((p) => ({ value: p.id, label: `${p.name} (${p.identifier})` }))]}
            className="max-w-xs"
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" variant="primary" loading={m.submitting}>{m.submitting ? t.submitting : t.submit}</Button>
            {callAvailability('imports').available && (
              <a href={sitePath(`${buildSettingsUrl(workspaceSlug, '/settings/imports')}/`)} className="text-sm text-primary underline underline-offset-2">{t.importsLink}</a>
            )}
          </div>
        </form>
      </SettingsSection>

      <section aria-labelledby="export-history" className="flex flex-col gap-3">
        <h3 id="export-history" className="text-base font-semibold">{t.historyHeading}</h3>
        <CollectionList items={m.items} loaded={m.loaded} loadError={m.loadError} onRetry={m.mounted} emptyKey="workspace-settings-export" label={t.historyHeading} rowClassName="flex-wrap"
          renderItem={(item) => (
            <>
                <span className="rounded bg-surface-2 px-1.5 py-0.5 font-mono text-xs uppercase">{item.format}</span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{item.file_name}</span>
                  <span className="text-xs text-muted">{item.rows === null ? '' : `${t.rows(item.rows)} · `}{formatWhen(item.created_at)}</span>
                </span>
                <Button size="sm" onClick={() => m.download(item)} loading={m.downloading === item.id} aria-label={t.downloadLabel(item.file_name)}>
                  {m.downloading === item.id ? t.downloading : t.download}
                </Button>
            </>
          )}
        />
      </section>
    </div>
  );
}
