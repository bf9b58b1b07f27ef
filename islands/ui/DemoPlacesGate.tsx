import { Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { demoPlaces, placesChecked, SAMPLE_PLACES, type DemoPlaces } from '../../src/domain/demo-places';
import type { DemoLists, DemoNeed } from '../../src/models/demo-places';
import { backendName } from '../../src/models/backend';
import type { RouteTarget } from '../../src/models/route-target';
import { Checking, type DemoChildren } from './demo-places-checking';
import { retryingLazy } from './retrying-lazy';

export type { DemoChildren };

const loadCheck = () => import('./DemoPlacesCheck');
const DemoPlacesCheck = retryingLazy(() => loadCheck().then((m) => m.DemoPlacesCheck));
const ListsLoad = retryingLazy(() => loadCheck().then((m) => m.ListsLoad));

/**
 * A component demo's records: read from the page's address and, when they are the reader's own
 * (or the server is not the spec's, whose sample workspace is there by construction), checked with
 * the server before the demo mounts (DemoPlacesCheck.tsx); a missing one shows what is missing and
 * how to name one's own, never a demo whose every call fails.
 */
export function DemoPlacesGate({ need, children }: { need: DemoNeed; children: DemoChildren }) {
  const search = window.location.search;
  const places = useMemo(() => demoPlaces(search, SAMPLE_PLACES), [search]);
  if (!placesChecked(search, SAMPLE_PLACES, backendName)) return <>{children(places, null)}</>;
  return (
    <Suspense fallback={<Checking />}>
      <DemoPlacesCheck search={search} need={need}>{children}</DemoPlacesCheck>
    </Suspense>
  );
}

/**
 * A demo that offers lists to choose from (projects, the project's cycles and modules): on the
 * reader's own project they are read once it checks out; the sample's come with the page (null).
 */
export function DemoPlacesWithLists<K extends keyof DemoLists>({ lists, children }: { lists: readonly K[]; children: (places: DemoPlaces, lists: Pick<DemoLists, K> | null) => ReactNode }) {
  return (
    <DemoPlacesGate need="project">
      {(places, target) => (target ? (
        <Suspense fallback={<Checking />}>
          {/* The lists model reads exactly `lists`, so what it loaded is that Pick. */}
          <ListsLoad places={places} lists={lists}>{(loaded) => children(places, loaded as Pick<DemoLists, K>)}</ListsLoad>
        </Suspense>
      ) : children(places, null))}
    </DemoPlacesGate>
  );
}

/**
 * A demo island whose ids come from the page's address: `props` makes the demo's props from the
 * places (and the checked records, when there are), and from what the page passed for the sample.
 */
export function withDemoPlaces<Props extends object, PageProps extends object>(
  Demo: ComponentType<Props>,
  need: DemoNeed,
  props: (places: DemoPlaces, target: RouteTarget | null, page: PageProps) => Props,
) {
  function OnDemoPlaces(page: PageProps) {
    return <DemoPlacesGate need={need}>{(places, target) => <Demo {...props(places, target, page)} />}</DemoPlacesGate>;
  }
  OnDemoPlaces.displayName = `OnDemoPlaces(${Demo.displayName ?? Demo.name})`;
  return OnDemoPlaces;
}
