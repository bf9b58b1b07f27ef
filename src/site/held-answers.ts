import type { OutgoingCall, Transport, TransportAnswer } from '../api/transport';
import { DEFAULT_SCENARIO_NAME, SCENARIO_HEADER } from '../domain/scenarios';

/**
 * The answers a pre-rendered page carries to its first reads: what the mock answered the build for
 * each call (`GET /api/...`), and how many times the build asked it. Written into the page by the
 * build (src/site/prerender.ts), read by the site's boot.
 */
export interface HeldAnswers {
  [call: string]: { answer: TransportAnswer; times: number };
}

/** The key of a call in `HeldAnswers`: its method and its URL as sent. */
export const heldCallKey = (method: string, url: string) => `${method} ${url}`;

/**
 * A held answer arrives in a task of its own, as an answer from the network would: the page's first
 * reads (parsing, checking and storing each answer) do not add up to one long task.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** The id of the page's `<script type="application/json">` that carries them. */
export const HELD_ANSWERS_ID = 'first-answers';

/**
 * A transport in front of the mock backend that answers a pre-rendered page's first reads from the
 * answers the build embedded in the page, so the page needs no mock backend to show them (the mock
 * is a 116 KiB chunk and a service worker). The answers are the mock's own for the default
 * scenario on the seed, so they are served only while that is what the backend would say:
 *
 * - only GETs the build made, each as many times as the build made it (a second look, a retry or a
 *   refresh goes to the backend, which may have changed since);
 * - only without a scenario header (the default scenario; the page's gate drops the pre-rendered
 *   content and these answers under any other, src/site/first-content.ts);
 * - never after the page's first write: from then on the backend answers everything.
 *
 * Anything else goes to `backend` (which starts on the first such call).
 */
export function heldAnswersFirst(answers: HeldAnswers, backend: Transport): Transport {
  const left = new Map(Object.entries(answers).map(([key, { times }]) => [key, times]));
  let written = false;
  return {
    start: () => backend.start(),
    answer(call: OutgoingCall) {
      if (call.method !== 'GET') written = true;
      const key = heldCallKey(call.method, call.url);
      const scenario = call.headers.get(SCENARIO_HEADER);
      const times = left.get(key) ?? 0;
      if (written || times === 0 || (scenario !== null && scenario !== DEFAULT_SCENARIO_NAME)) return backend.answer?.(call) ?? null;
      left.set(key, times - 1);
      return nextTask().then(() => ({ ...answers[key].answer }));
    },
  };
}

/** The held answers a page carries, or null when it carries none (or they cannot be read). */
export function readHeldAnswers(doc: Document): HeldAnswers | null {
  const text = doc.getElementById(HELD_ANSWERS_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as HeldAnswers;
  } catch {
    return null;
  }
}
