import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { getResponse } from 'msw';
import { JSDOM } from 'jsdom';
import { setTransport, type OutgoingCall, type TransportAnswer } from '../api/transport';
import {
  FIRST_CONTENT_ATTRIBUTE, FIRST_CONTENT_DROPPED, FIRST_CONTENT_HELD_CLICK, FIRST_CONTENT_ID_PREFIX, FIRST_CONTENT_PART, FIRST_CONTENT_SHOWN,
} from '../domain/first-content';
import { DEFAULT_SCENARIO_NAME, SCENARIO_PARAM } from '../domain/scenarios';
import { DEFAULT_ROLE, ROLE_KEY, ROLE_PARAM, SCENARIO_KEY } from '../domain/session';
import { draftKey } from '../models/description-draft';
import { loadAlongside, loadFirstContent, type FirstContentRoute } from '../models/first-content';
import { FirstContentPage } from '../../islands/app-shell/PrerenderedRoute';
import { loadRoutePage } from '../../islands/app-shell/RoutePage';
import { sanitizeWithWindow } from '../../islands/ui/sanitize';
import { adoptDrawingTime } from '../../islands/ui/use-now';
import { MOCK_SESSION_KEY_PREFIX, MOCK_STORE_KEY_PREFIX } from '../../mocks/db';
import { handlers } from '../../mocks/handlers';
import { SITE_BACKEND } from './backend-config';
import { heldCallKey, type HeldAnswers } from './held-answers';
import { firstReadsOf, type FirstReadsPage } from './first-reads';

/**
 * The build's side of a pre-rendered page's first content (src/models/first-content.ts): in the
 * mocked build, the page loads its first content through the mock's own handlers, run here in the
 * build, draws it with the same islands into its HTML, and carries every answer those reads got,
 * which the page's boot serves before (and instead of) loading the mock (src/site/held-answers.ts).
 * A build against a server has no seed to draw from: its pages draw their frame, as before.
 */

/** What the gate in the page's <head> reads (DocsLayout inlines it with these values). */
export interface FirstContentGate {
  attribute: string;
  shown: string;
  dropped: string;
  scenarioParam: string;
  scenarioKey: string;
  defaultScenario: string;
  roleParam: string;
  roleKey: string;
  defaultRole: string;
  /** sessionStorage keys starting with these hold the mock's edits of this tab: the seed no longer holds. */
  editedPrefixes: string[];
  /** localStorage keys of drafts the page would open instead of what the server has. */
  draftKeys: string[];
  /** The attribute marking the first content (FIRST_CONTENT_PART) and the window property a held click waits in. */
  partAttribute: string;
  heldClick: string;
}

export interface PrerenderedFirstContent {
  /** The first content, drawn by the islands (FirstContentPage) with the models it loaded. */
  html: string;
  /** When it was drawn (epoch ms): its relative dates count from then, in the build and in the browser. */
  drawnAt: number;
  /** The page's held answers, as JSON safe inside a <script> element. */
  answersJson: string;
  gate: FirstContentGate;
}

let recording: HeldAnswers | null = null;
let installed = false;

/** The mock answers the build's calls in the build's own process, and whatever it answers is recorded. */
function installBuildTransport() {
  if (installed) return;
  installed = true;
  // The description is drawn as HTML in the build too, cleaned as in the browser.
  sanitizeWithWindow(new JSDOM('').window);
  setTransport({
    start: async () => {},
    answer: async (call: OutgoingCall): Promise<TransportAnswer> => {
      const request = new Request(new URL(call.url, 'http://build.invalid'), { method: call.method, headers: call.headers });
      const response = await getResponse(handlers, request);
      if (!response) throw new Error(`The mock has no answer to ${call.method} ${call.url}: a pre-rendered page may only ask what it has.`);
      const answer = { status: response.status, text: await response.text(), contentType: response.headers.get('content-type') ?? '' };
      if (recording && call.method === 'GET') {
        const key = heldCallKey(call.method, call.url);
        const held = recording[key];
        recording[key] = { answer, times: (held?.times ?? 0) + 1 };
      }
      return answer;
    },
  });
}

/** JSON inside a <script> element: nothing in it may close the element or open a comment. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The page's gate (DocsLayout): the first content and the answers are the seed's, for an admin, on unedited data. */
function gateFor(draftKeys: string[] = []): FirstContentGate {
  return {
    attribute: FIRST_CONTENT_ATTRIBUTE,
    shown: FIRST_CONTENT_SHOWN,
    dropped: FIRST_CONTENT_DROPPED,
    scenarioParam: SCENARIO_PARAM,
    scenarioKey: SCENARIO_KEY,
    defaultScenario: DEFAULT_SCENARIO_NAME,
    roleParam: ROLE_PARAM,
    roleKey: ROLE_KEY,
    defaultRole: DEFAULT_ROLE,
    editedPrefixes: [MOCK_STORE_KEY_PREFIX, MOCK_SESSION_KEY_PREFIX],
    draftKeys,
    partAttribute: FIRST_CONTENT_PART,
    heldClick: FIRST_CONTENT_HELD_CLICK,
  };
}

/** What a page without first content carries to answer its first reads: the answers and their gate. */
export interface PrerenderedReads {
  answersJson: string;
  gate: FirstContentGate;
}

/**
 * The answers to the first reads of a page that draws no first content (src/site/first-reads.ts),
 * recorded as the first content's are; null in a build against a server.
 */
export async function prerenderFirstReads(page: FirstReadsPage): Promise<PrerenderedReads | null> {
  if (!SITE_BACKEND.mocked) return null;
  installBuildTransport();
  recording = {};
  try {
    await Promise.all(firstReadsOf(page));
    return { answersJson: scriptSafeJson(recording), gate: gateFor() };
  } finally {
    recording = null;
  }
}

/**
 * Loads a seed page's first content through the mock, for the page to draw and carry; null in a
 * build against a server. Pages are built one at a time (Astro's default), so the answers recorded
 * are this page's.
 */
export async function prerenderFirstContent(route: FirstContentRoute): Promise<PrerenderedFirstContent | null> {
  if (!SITE_BACKEND.mocked) return null;
  installBuildTransport();
  recording = {};
  let answers: HeldAnswers;
  try {
    const check = await loadFirstContent(route);
    if (!check.found) throw new Error(`The seed has no ${check.missing} for ${JSON.stringify(route)}.`);
    await loadAlongside(route);
    answers = recording;
    await loadRoutePage(route.name);
    const drawnAt = Date.now();
    adoptDrawingTime(drawnAt);
    const html = renderToString(createElement(FirstContentPage, { route, target: check.target }), { identifierPrefix: FIRST_CONTENT_ID_PREFIX });
    return {
      html,
      drawnAt,
      answersJson: scriptSafeJson(answers),
      gate: gateFor(route.name === 'issue' ? [draftKey(route.issueId)] : []),
    };
  } finally {
    recording = null;
  }
}
