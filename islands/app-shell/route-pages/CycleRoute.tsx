import type { RoutePageProps } from '../RoutePage';
import CycleBody, { CycleHeader } from '../../cycle-page/CyclePage';

export default function CycleRoute({ route, target }: RoutePageProps) {
  return (
    <>
      <CycleHeader workspace={{ slug: route.workspaceSlug, name: target.workspaceName ?? route.workspaceSlug }} cycle={target.cycle!} project={target.project!} />
      <CycleBody workspaceSlug={route.workspaceSlug} cycle={target.cycle!} />
    </>
  );
}
