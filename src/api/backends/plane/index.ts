import type { RouteName, RouteParams } from '../../../domain/api-routes';
import { transportMessages } from '../../http';
import { fail, ok, type ApiResult } from '../../result';
import type { Backend, CallOptions } from '../types';
import { activityCalls } from './activities';
import { assetCalls } from './assets';
import { planeAvailability } from './availability';
import { carried, plane, type PlaneCall, type PlaneCalls } from './client';
import { workspaceContext } from './context';
import { cycleModuleCalls } from './cycles-modules';
import { issueCalls } from './issues';
import { linkCalls } from './links';
import { forgetLookups } from './lookups';
import { mediaCalls } from './media';
import { projectCalls } from './projects';
import { settingsCalls } from './settings';
import { forgetCurrentUserRead, userCalls } from './users';
import { workspaceCalls } from './workspaces';

/** The AI assistant is the one call Plane answers as the spec does. */
const aiCalls: PlaneCalls = {
  aiAssistant: {
    uses: ['aiAssistant'],
    does: 'As it is. Plane never answers 429 here; an unconfigured model is a 400 with its text.',
    run: (params, options) => plane('aiAssistant', params, { json: options.json, guard: options.guard, ...carried(options) }),
  },
};

/** Every call of the spec's table that Plane has, by name; one module per resource. */
export const PLANE_CALLS: PlaneCalls = {
  ...userCalls, ...workspaceCalls, ...projectCalls, ...issueCalls, ...cycleModuleCalls, ...linkCalls,
  ...activityCalls, ...assetCalls, ...mediaCalls, ...settingsCalls, ...aiCalls,
};

/**
 * Plane as it is today (docs/plane-api.md): each call is mapped to Plane's requests and its answer
 * to the spec's shape, which the call's own guard then checks, so the typed result holds whichever
 * server answered.
 */
export const planeBackend: Backend = {
  name: 'plane',
  async send<K extends RouteName, T>(name: K, params: RouteParams<K>, options: CallOptions<T>): Promise<ApiResult<T>> {
    const availability = planeAvailability(name);
    if (!availability.available) return fail({ kind: 'unavailable', message: availability.reason });
    const call = PLANE_CALLS[name] as PlaneCall<K> | undefined;
    if (!call) return fail({ kind: 'unavailable', message: transportMessages.shape });
    const answer = await call.run(params, options as CallOptions<unknown>);
    if (!answer.ok) return answer;
    if (options.expectEmpty) return ok(null as T);
    return options.guard(answer.data) ? ok(answer.data) : fail({ kind: 'shape', message: transportMessages.shape });
  },
  availability: planeAvailability,
  setPageWorkspace: (slug) => workspaceContext.set(slug),
};

/** Tests start each case as a fresh page would: no records read, no workspace named. */
export function resetPlaneBackend(): void {
  forgetLookups();
  forgetCurrentUserRead();
  workspaceContext.forget();
}
