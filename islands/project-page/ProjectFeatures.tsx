import type { Project } from '../../src/domain/entities';

/** Which features the project has switched on; no state, so a pre-rendered page renders it at build time. */
export function ProjectFeatures({ project }: { project: Pick<Project, 'features' | 'estimates_enabled'> }) {
  const features = Object.entries(project.features) as Array<[string, boolean]>;
  return (
    <>
      <h2>Features</h2>
      <ul>
        {features.map(([name, on]) => <li key={name}>{name[0].toUpperCase() + name.slice(1)}: {on ? 'enabled' : 'disabled'}</li>)}
        <li>Estimates: {project.estimates_enabled ? 'enabled' : 'disabled'}</li>
      </ul>
    </>
  );
}
