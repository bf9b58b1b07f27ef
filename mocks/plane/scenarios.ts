import type { Fault, FaultKey } from '../scenarios';

/**
 * The QA scenarios here are the spec mock's (mocks/scenarios.ts: the same data sets, delays and
 * faults, chosen by the same header); this is where Plane answers one of their faults otherwise.
 */

/** What Plane's AI view answers whenever its LLM provider fails (app/views/external/base.py:137-146, 162-168 at 4ca6d6c7). */
export const AI_PROVIDER_FAILED = { error: 'An internal error has occurred.' } as const;

/**
 * Plane counts no AI requests and throttles no signed-in user (only anonymous callers:
 * settings/common.py:122-125): a rate limit can only be the LLM provider's own, which its view
 * answers as any failure of the provider, a 500 with the same text.
 */
export function planeFault(key: FaultKey, fault: Fault): Fault {
  if (key === 'ai' && fault.status === 429) return { status: 500, body: AI_PROVIDER_FAILED };
  return fault;
}
