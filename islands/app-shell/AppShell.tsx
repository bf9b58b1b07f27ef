import { useMemo } from 'react';
import type { SiteRoute } from '../../src/domain/site-routes';
import { NotFoundState, PageNotFound } from '../ui/NotFoundState';
import { currentSiteRoute } from '../ui/site-route';
import { withIslandBoundary } from '../ui/IslandBoundary';
import { SETTINGS_PAGES } from '../settings/settings-pages';
import type { RoutePageProps } from './RoutePage';
import { RouteGate } from './RouteGate';

/** A settings route names a page of the menu, or nothing. */
function settingsPageOf(route: SiteRoute): RoutePageProps['settingsPage'] | null {
  if (route.name !== 'settings') return undefined;
  const path = route.page ? `/settings/${route.page}` : '/settings';
  const page = SETTINGS_PAGES.find((p) => p.path === path);
  return page ? { key: page.key, label: page.label } : null;
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
