import { Suspense, useEffect} from 'react';
import { useUnit } from 'effector-react';
import { routeMessages as t } from '../../src/domain/messages';
import type { SiteRoute } from '../../src/domain/site-routes';
import { createRouteTargetModel } from '../../src/models/route-target';
import { LoadError } from '../ui/LoadError';
import { NotFoundState } from '../ui/NotFoundState';
import { PageSkeleton } from '../ui/PageSkeleton';
import RoutePage, { loadRoutePage, type RoutePageProps } from './RoutePage';
import { useIslandModel } from '../ui/use-island-model';

/** What a route shows while it is checked and its page loads: the page's frame where it has one. */
export function RouteLoading({ route }: { route: SiteRoute }) {
  switch (route.name) {
    case 'issue':
    case 'cycle':
    case 'module':
    case 'project':
      return <PageSkeleton kind={route.name} />;
    default:
      return <div className="h-48 animate-pulse rounded-lg bg-surface-2" role="status" aria-label={t.loading} />;
  }
}

export interface RouteGateProps {
  route: SiteRoute;
  settingsPage?: RoutePageProps['settingsPage'];
}

/**
 * Checks the workspace and ids of the route with the server, then mounts its page or its not-found
 * state: what the server has is the page's one source of truth, on the app shell and on the
 * pre-rendered pages alike (a build-time title never stands beside "not found").
 */
export function RouteGate({ route, settingsPage }: RouteGateProps) {
  const model = useIslandModel(() => createRouteTargetModel(route), [route]);
  const { check, error, opened } = useUnit({ check: model.$check, error: model.$error, opened: model.opened });
  // Each route's page (and the editor behind the issue page) is a chunk of its own, fetched while the
  // route is checked rather than after: the check and the page's code no longer wait on each other (on
  // a slow network the page's ~50 modules were a second round trip after the API's answer).
  useEffect(() => {
    opened();
    void loadRoutePage(route.name);
  }, [opened, route.name]);

  if (error) return <LoadError message={error} retryLabel={t.retry} onRetry={opened} />;
  if (!check) return <RouteLoading route={route} />;
  if (!check.found) return <NotFoundState missing={check.missing} refusal={check.refusal} workspaceSlug={route.workspaceSlug} project={check.project} />;
  return (
    <Suspense fallback={<RouteLoading route={route} />}>
      <RoutePage route={route} target={check.target} settingsPage={settingsPage} />
    </Suspense>
  );
}
