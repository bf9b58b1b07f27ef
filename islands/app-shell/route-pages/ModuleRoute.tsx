import type { RoutePageProps } from '../RoutePage';
import ModuleBody, { ModuleHeader } from '../../module-page/ModulePage';

export default function ModuleRoute({ route, target }: RoutePageProps) {
  return (
    <>
      <ModuleHeader workspace={{ slug: route.workspaceSlug, name: target.workspaceName ?? route.workspaceSlug }} module={target.module!} project={target.project!} />
      <ModuleBody workspaceSlug={route.workspaceSlug} module={target.module!} project={target.project!} />
    </>
  );
}
