/**
 * The check of a demo's places with the server (DemoPlacesGate.tsx decides when there is one to
 * make): a chunk of its own, so a demo on the sample workspace, the common case, loads none of it.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { useUnit } from 'effector-react';
import { DEMO_PLACE_PARAMS, namesOwnPlaces, SAMPLE_PLACES, type DemoPlaces } from '../../src/domain/demo-places';
import { demoPlacesMessages, ownPlacesMessages, routeMessages as t } from '../../src/domain/messages';
import { demoPlacesOf } from '../../src/domain/own-places';
import { createDemoListsModel, createDemoPlacesModel, placesFromServer, type DemoLists, type DemoNeed } from '../../src/models/demo-places';
import { ownPlaces } from '../../src/models/own-places';
import type { RouteTargetModel } from '../../src/models/route-target';
import { Checking, type DemoChildren } from './demo-places-checking';
import { LoadError } from './LoadError';
import { absenceWords } from './NotFoundState';
import { useIslandModel } from './use-island-model';

/** The address that names one's own records, as the hint shows it. */
const EXAMPLE = `?${DEMO_PLACE_PARAMS.workspaceSlug}=your-workspace&${DEMO_PLACE_PARAMS.projectId}=…&${DEMO_PLACE_PARAMS.issueId}=…`;

/** What the gate asks the server as it mounts: "checking" until the answer, and a failure offers Retry. */
function AskedOnMount<T>({ answer, error, ask, children }: { answer: T | null; error: string | null; ask: () => void; children: (answer: T) => ReactNode }) {
  useEffect(() => {
    ask();
  }, [ask]);
  if (error) return <LoadError message={error} retryLabel={t.retry} onRetry={ask} />;
  if (!answer) return <Checking />;
  return <>{children(answer)}</>;
}

/** A demo's places checked with the server before the demo mounts. */
export function DemoPlacesCheck({ search, need, children }: { search: string; need: DemoNeed; children: DemoChildren }) {
  if (placesFromServer && !namesOwnPlaces(search)) return <FoundPlacesGate need={need}>{children}</FoundPlacesGate>;
  return <PlacesGate search={search} need={need} sample={SAMPLE_PLACES}>{children}</PlacesGate>;
}

function PlacesGate({ search, need, sample, children }: { search: string; need: DemoNeed; sample: DemoPlaces; children: DemoChildren }) {
  const model = useIslandModel(() => createDemoPlacesModel(search, need, sample), [search, need, sample]);
  if (!model.target) return <>{children(model.places, null)}</>;
  return <CheckedPlaces model={model.target} places={model.places}>{children}</CheckedPlaces>;
}

/** On a build whose ids the server makes, a demo that names no places plays on the reader's own. */
function FoundPlacesGate({ need, children }: { need: DemoNeed; children: DemoChildren }) {
  const model = ownPlaces();
  const { known, error, requested } = useUnit({ known: model.$data, error: model.$error, requested: model.requested });
  useEffect(() => {
    if (!known) requested();
  }, [known, requested]);
  const sample = useMemo(() => (known?.found ? { ...SAMPLE_PLACES, ...demoPlacesOf(known.found) } : null), [known]);
  if (error) return <LoadError message={error} retryLabel={t.retry} onRetry={requested} />;
  if (!known) return <Checking />;
  if (!sample) {
    return (
      <section className="rounded-xl border border-line bg-surface p-5">
        <p className="text-sm">{ownPlacesMessages.none}</p>
      </section>
    );
  }
  return <PlacesGate search="" need={need} sample={sample}>{children}</PlacesGate>;
}

function CheckedPlaces({ model, places, children }: { model: RouteTargetModel; places: DemoPlaces; children: DemoChildren }) {
  const { check, error, opened } = useUnit({ check: model.$check, error: model.$error, opened: model.opened });
  return (
    <AskedOnMount answer={check} error={error} ask={opened}>
      {(checked) => {
        if (checked.found) return children(places, checked.target);
        const { title, text } = absenceWords(checked, places.workspaceSlug);
        return (
          <section aria-labelledby="demo-not-found" className="rounded-xl border border-line bg-surface p-5">
            <h2 id="demo-not-found" className="text-lg font-semibold">{title}</h2>
            <p className="mt-1 text-sm text-muted">{text}</p>
            <p className="mt-2 text-sm">{demoPlacesMessages.nameYourOwn} <code className="break-all">{EXAMPLE}</code></p>
          </section>
        );
      }}
    </AskedOnMount>
  );
}

/** The lists a demo offers, read once its places check out. */
export function ListsLoad({ places, lists, children }: { places: DemoPlaces; lists: readonly (keyof DemoLists)[]; children: (lists: Partial<DemoLists>) => ReactNode }) {
  const model = useIslandModel(() => createDemoListsModel(places, lists), [places, lists]);
  const { loaded, error, requested } = useUnit({ loaded: model.$data, error: model.$error, requested: model.requested });
  return <AskedOnMount answer={loaded} error={error} ask={requested}>{children}</AskedOnMount>;
}
