import { startTransition, use, useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { FIRST_CONTENT_DRAWN_AT, FIRST_CONTENT_ID_PREFIX, FIRST_CONTENT_PART, firstContentShown } from '../../src/domain/first-content';
import { takeHeldClick } from './held-click';
import type { SiteRoute } from '../../src/domain/site-routes';
import { hasFirstContent, loadFirstContent, type FirstContentRoute } from '../../src/models/first-content';
import { withIslandBoundary } from '../ui/IslandBoundary';
import { NotFoundState } from '../ui/NotFoundState';
import { adoptDrawingTime } from '../ui/use-now';
import RoutePage, { loadRoutePage } from './RoutePage';
import { RouteGate } from './RouteGate';

/**
 * The tree a pre-rendered page's first content is drawn with: by the build, into the page's HTML
 * (src/site/first-content.ts), and by the browser, which adopts that drawing as it is (hydration).
 */
export const FirstContentPage = withIslandBoundary(RoutePage, 'page');

/**
 * The first content of the page, loaded once per page (from the answers the page carries) with the
 * page's code. Kept outside React: the island's first render suspends until it is there, and a
 * render that suspends before it ever commits keeps no state to find it in again.
 */
const firstLoads = new Map<string, ReturnType<typeof loadFirst>>();
const loadFirst = async (route: FirstContentRoute) => (await Promise.all([loadFirstContent(route), loadRoutePage(route.name)]))[0];
function firstOf(route: FirstContentRoute) {
  const key = JSON.stringify(route);
  let loads = firstLoads.get(key);
  if (!loads) {
    loads = loadFirst(route);
    firstLoads.set(key, loads);
  }
  return loads;
}

const firstContentElement = () => document.querySelector<HTMLElement>(`[${FIRST_CONTENT_PART}="content"]`);

/**
 * The page adopts its first content: the same islands, with the same models loaded from the answers
 * the page carries, render what the build drew, so React takes over the drawn elements (hydrateRoot)
 * rather than drawing them again: nothing on the page is rebuilt, laid out again or moved.
 */
function FirstContent({ route }: { route: FirstContentRoute }) {
  const check = use(firstOf(route));
  useLayoutEffect(() => {
    const drawn = firstContentElement();
    const early = takeHeldClick(window);
    if (!drawn) return;
    if (!check.found) {
      drawn.remove();
      return;
    }
    adoptDrawingTime(Number(drawn.getAttribute(FIRST_CONTENT_DRAWN_AT)));
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the
    // page for the whole drawn content (a project page's was one 140 ms task under Lighthouse's
    // throttling); a click on content not yet hydrated has React hydrate it at once.
    startTransition(() => {
      hydrateRoot(drawn, <FirstContentPage route={route} target={check.target} />, {
        identifierPrefix: FIRST_CONTENT_ID_PREFIX,
        // What differs from the drawing is drawn again by React: the page is right, only slower.
        onRecoverableError: (error) => console.warn('The first content was drawn again in the browser:', error),
      });
    });
    // Given again once this commit is over: the new root listens from hydrateRoot on, and hydrates at
    // once what a click falls on, but not from inside another root's commit (it would drop the click).
    if (early && drawn.contains(early)) queueMicrotask(() => early.click());
  }, [check, route]);
  // The seed has every pre-rendered page's records; a server that has not says so here.
  if (!check.found) return <NotFoundState missing={check.missing} refusal={check.refusal} workspaceSlug={route.workspaceSlug} project={check.project} />;
  return null;
}

function CheckedRoute({ route }: { route: SiteRoute }) {
  // The first content is not this reader's (the page's gate dropped it): it goes, the island shows the page.
  useLayoutEffect(() => {
    takeHeldClick(window);
    firstContentElement()?.remove();
  }, []);
  return <RouteGate route={route} />;
}

/**
 * A pre-rendered product page of the seed (issue, cycle, module, project, profile). In the mocked
 * build the page carries its first content, drawn at build time by these same islands from the
 * seed, and the answers to its first reads; when the page's gate let them show (the default
 * scenario, unedited data: src/site/first-content.ts), the page adopts that content with the models
 * loaded from those answers. Otherwise the page draws its frame (PageSkeleton) and this island
 * mounts the same gated page as the app shell, so what shows is what the scenario's server has, not
 * the build's seed.
 */
function PrerenderedRoute({ route }: { route: SiteRoute }) {
  if (firstContentShown(document) && hasFirstContent(route)) return <FirstContent route={route} />;
  return <CheckedRoute route={route} />;
}

export default withIslandBoundary(PrerenderedRoute, 'page');
