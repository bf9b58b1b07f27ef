import { useState } from 'react';
import { useUnit } from 'effector-react';
import { EXPORT_FORMATS, type ExportFormat } from '../../src/domain/constants';
import { settingsMessages } from '../../src/domain/messages';
import { buildSettingsUrl } from '../../src/domain/routes';
import { callAvailability } from '../../src/models/backend';
import { createExportsModel } from '../../src/models/workspace-settings';
import { Button } from '../ui/Button';
import { SelectField } from '../ui/SelectField';
import { sitePage } from '../ui/site-path';
import { CollectionPage } from './CollectionPage';
import { formatWhen } from './format-when';
import { RadioCards } from './RadioCards';
import { useIslandModel } from '../ui/use-island-model';

const t = settingsMessages.exports;
const ALL = '';

/** Exports: pick a format (csv, xlsx, json) and the projects; the file downloads, and stays listed. */
export function ExportsSettings({ workspaceSlug }: { workspaceSlug: string }) {
  const model = useIslandModel(() => createExportsModel(workspaceSlug), [workspaceSlug]);
  const m = useUnit({
    submitting: model.$submitting, downloading: model.$downloading, projects: model.$projects,
    submit: model.submitted, download: model.downloadRequested,
  });
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [project, setProject] = useState(ALL);

  return (
    <CollectionPage
      model={model}
      section={{ id: 'exports', heading: t.heading, description: t.description }}
      form={
        <form
          className="flex flex-col gap-4 rounded-xl border border-line p-4"
          onSubmit={(event) => {
            event.preventDefault();
            m.submit({ format, projectIds: project === ALL ? null : [project] });
          }}
        >
          <RadioCards legend={t.formatLegend} name="format" options={EXPORT_FORMATS} labels={t.formats} value={format} onChange={setFormat} />
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
              <a href={sitePage(buildSettingsUrl(workspaceSlug, '/settings/imports'))} className="text-sm text-primary underline underline-offset-2">{t.importsLink}</a>
            )}
          </div>
        </form>
      }
      listLabel={t.historyHeading}
      emptyKey="workspace-settings-export"
      rowClassName="flex-wrap"
      history={{ id: 'export-history' }}
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
  );
}
