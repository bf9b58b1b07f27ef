import type { ReactNode } from 'react';
import { demoPlacesMessages } from '../../src/domain/messages';
import type { RouteTarget } from '../../src/models/route-target';
import type { DemoPlaces } from '../../src/domain/demo-places';

/** The places, and what the server said of them when they were checked (null for the sample on the spec's backend). */
export type DemoChildren = (places: DemoPlaces, target: RouteTarget | null) => ReactNode;

export const Checking = () => <div className="h-48 animate-pulse rounded-lg bg-surface-2" role="status" aria-label={demoPlacesMessages.checking} />;
