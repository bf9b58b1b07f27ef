import { createElement, type ComponentType } from 'react';
import type { SiteRoute } from '../../src/domain/site-routes';
import type { RouteTarget } from '../../src/models/route-target';
import { workspaceIssueMessages } from '../../src/domain/messages';
import type { SettingsPageKey } from '../settings/settings-pages';
import { useDocumentTitle } from '../ui/use-document-title';
import { retryingLazy } from '../ui/retrying-lazy';

export interface RoutePageProps {
  route: SiteRoute;
  target: RouteTarget;
  /** For a settings route: the page its path names (checked by the shell before the gate). */
  settingsPage?: { key: SettingsPageKey; label: string };
}

type RoutePageComponent = ComponentType<RoutePageProps>;

/**
 * Each route's page is a chunk of its own (route-pages/), so an issue page loads the issue page's
 * code and not the settings' or the workspace views'. `load` fetches it (the gate does while the
 * route is checked; a pre-rendered page and the build before their first render); once loaded,
 * the page renders at once, without suspending.
 */
function routeChunk(importPage: () => Promise<{ default: RoutePageComponent }>) {
  let loaded: RoutePageComponent | null = null;
  const load = () => importPage().then((module) => (loaded = module.default));
  const Lazy = retryingLazy(load);
  function Page(props: RoutePageProps) {
    return loaded ? createElement(loaded, props) : <Lazy {...props} />;
  }
  return { Page, load };
}

const ROUTE_PAGES: Record<SiteRoute['name'], ReturnType<typeof routeChunk>> = {
  issue: routeChunk(() => import('./route-pages/IssueRoute')),
  cycle: routeChunk(() => import('./route-pages/CycleRoute')),
  module: routeChunk(() => import('./route-pages/ModuleRoute')),
  project: routeChunk(() => import('./route-pages/ProjectRoute')),
  profile: routeChunk(() => import('./route-pages/ProfileRoute')),
  settings: routeChunk(() => import('./route-pages/SettingsRoute')),
  workspaceViews: routeChunk(() => import('./route-pages/WorkspaceViewsRoute')),
};

/** Fetches the code of a route's page. */
export function loadRoutePage(name: SiteRoute['name']): Promise<RoutePageComponent> {
  return ROUTE_PAGES[name].load();
}

/** The tab's title, as the pre-rendered pages write it ("Sprint 21 · Web app · Plane shared layer"). */
function titleOf({ route, target, settingsPage }: RoutePageProps): string | null {
  switch (route.name) {
    case 'cycle': return `${target.cycle!.name} · ${target.project!.name}`;
    case 'module': return `${target.module!.name} · ${target.project!.name}`;
    case 'project': return `${target.project!.name} · Project`;
    case 'settings': return `${settingsPage!.label} · Workspace settings`;
    case 'workspaceViews': return `${workspaceIssueMessages.tabs[route.tab]} · ${workspaceIssueMessages.heading}`;
    default: return null;
  }
}

/**
 * One product page on the app shell: the same islands the pre-rendered pages mount, with the slug
 * and ids of the route and what the gate loaded (a cycle's name and dates, a project's features).
 * Its code loads on demand (suspending until it has), so a plain 404 never downloads the editor.
 */
export default function RoutePage(props: RoutePageProps) {
  useDocumentTitle(titleOf(props));
  const { Page } = ROUTE_PAGES[props.route.name];
  return <Page {...props} />;
}
