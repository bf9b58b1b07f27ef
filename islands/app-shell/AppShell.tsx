import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useUnit } from 'effector-react';
import { routeMessages as t } from '../../src/domain/messages';
import type { SiteRoute } from '../../src/domain/site-routes';
import { createRouteTargetModel } from '../../src/models/route-target';
import { LoadError } from '../ui/LoadError';
import { NotFoundState, PageNotFound } from '../ui/NotFoundState';
import { currentSiteRoute } from '../ui/site-route';
import { withIslandBoundary } from '../ui/IslandBoundary';
import { SETTINGS_PAGES } from '../settings/settings-pages';
import type { RoutePageProps } from './RoutePage';

// The pages (and the editor behind the issue page) load only once a route has matched and checked out.
const RoutePage = lazy(() => import('./RoutePage'));

const Loading = () => <div className="h-48 animate-pulse rounded-lg bg-surface-2" role="status" aria-label={t.loading} />;

/** A settings route names a page of the menu, or nothing. */
function settingsPageOf(route: SiteRoute): RoutePageProps['settingsPage'] | null {
  if (route.name !== 'settings') return undefined;
  const path = route.page ? `/settings/${route.page}` : '/settings';
  const page = SETTINGS_PAGES.find((p) => p.path === path);
  return page ? { key: page.key, label: page.label } : null;
}

/** Checks the workspace and ids of the route with the server, then mounts its page or its not-found state. */
function RouteGate({ route, settingsPage }: { route: SiteRoute; settingsPage: RoutePageProps['settingsPage'] }) {
  const model = useMemo(() => createRouteTargetModel(route), [route]);
  const { check, error, opened } = useUnit({ check: model.$check, error: model.$error, opened: model.opened });
  useEffect(() => {
    opened();
  }, [opened]);

  if (error) return <LoadError message={error} retryLabel={t.retry} onRetry={opened} />;
  if (!check) return <Loading />;
  if (!check.found) return <NotFoundState missing={check.missing} workspaceSlug={route.workspaceSlug} />;
  return (
    <Suspense fallback={<Loading />}>
      <RoutePage route={route} target={check.target} settingsPage={settingsPage} />
    </Suspense>
  );
}

/**
 * The app shell: the page a static host serves for any address it has no file for (404.html).
 * It reads the route from the address once, when the page runs, and mounts that product page for
 * any workspace and ids; an address that is no product page (or starts with a reserved segment)
 * is the site's 404.
 */
function AppShell() {
  const route = useMemo(currentSiteRoute, []);
  if (!route) return <PageNotFound />;
  const settingsPage = settingsPageOf(route);
  if (settingsPage === null) return <NotFoundState missing="settings" workspaceSlug={route.workspaceSlug} />;
  return <RouteGate route={route} settingsPage={settingsPage} />;
}

export default withIslandBoundary(AppShell, 'app shell');
