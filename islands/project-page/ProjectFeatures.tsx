import { useUnit } from 'effector-react';
import { Description, Field, Label, Switch } from '@headlessui/react';
import { projectFeatureMessages as t } from '../../src/domain/messages';
import type { FeatureKey, ProjectFeaturesModel } from '../../src/models/project-features';

const FEATURES: readonly FeatureKey[] = ['cycles', 'modules', 'inbox', 'pages', 'views'];

interface ProjectFeaturesProps {
  /** The page's one features model: the overview's lists follow the same switches. */
  model: ProjectFeaturesModel;
  estimatesEnabled: boolean;
}

/** The project's feature switches: an Admin turns them on or off; everyone else sees them and why they cannot. */
export function ProjectFeatures({ model, estimatesEnabled }: ProjectFeaturesProps) {
  const m = useUnit({ features: model.$features, saving: model.$saving, canManage: model.$canManage, toggled: model.toggled });

  return (
    <section aria-labelledby="project-features-heading" className="not-prose mt-6 rounded-lg border border-line bg-surface">
      <div className="flex flex-wrap items-baseline justify-between gap-2 px-4 pt-4">
        <h2 id="project-features-heading" className="text-base font-semibold">{t.heading}</h2>
        {!m.canManage && <p className="text-sm text-muted">{t.adminsOnly}</p>}
      </div>
      <ul className="mt-2 divide-y divide-line">
        {FEATURES.map((key) => (
          <li key={key}>
            <Field disabled={!m.canManage || m.saving !== null} className="flex items-center justify-between gap-4 px-4 py-3">
              <div className="min-w-0">
                <Label className="font-medium">{t.names[key]}</Label>
                <Description className="text-sm text-muted">{t.descriptions[key]}</Description>
              </div>
              <Switch
                checked={m.features[key]}
                onChange={() => m.toggled(key)}
                aria-busy={m.saving === key}
                className="group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-line transition-colors data-checked:bg-primary data-disabled:cursor-not-allowed data-disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              >
                <span className="size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-[22px]" />
              </Switch>
            </Field>
          </li>
        ))}
        <li className="flex items-center justify-between gap-4 px-4 py-3">
          <div className="min-w-0">
            <p className="font-medium">{t.estimates}</p>
            <p className="text-sm text-muted">{t.estimatesDescription}</p>
          </div>
          <span className="rounded-full border border-line px-2 py-0.5 text-xs text-muted">{estimatesEnabled ? t.on : t.off}</span>
        </li>
      </ul>
    </section>
  );
}
