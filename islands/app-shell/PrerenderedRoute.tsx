import type { SiteRoute } from '../../src/domain/site-routes';
import { withIslandBoundary } from '../ui/IslandBoundary';
import { RouteGate } from './RouteGate';

/**
 * A pre-rendered product page of the seed (issue, cycle, module, project): the page draws its frame
 * at build time (PageSkeleton in the island's fallback) and this island mounts the same gated page
 * as the app shell, so what shows is what the scenario's server has, not the build's seed.
 */
function PrerenderedRoute({ route }: { route: SiteRoute }) {
  return <RouteGate route={route} />;
}

export default withIslandBoundary(PrerenderedRoute, 'page');
