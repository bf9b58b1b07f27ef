/** AI assistant rules (SPEC sections 4, 5 and 8; REFERENCE 2.4). */
import type { AiResponse } from './entities';
import { aiMessages } from './messages';

export type AiPopoverState = 'empty' | 'generating' | 'response' | 'no-response';

/** The task must not be empty (SPEC section 5); null when it is fine. */
export function validateAiTask(task: string): string | null {
  return task.trim() ? null : aiMessages.emptyTask;
}

/** A response whose text is empty is the "no response" state, whatever its HTML says. */
export function isEmptyAiResponse(response: Pick<AiResponse, 'response'>): boolean {
  return response.response.trim() === '';
}

export function aiPopoverState(generating: boolean, response: AiResponse | null): AiPopoverState {
  if (generating) return 'generating';
  if (!response) return 'empty';
  return isEmptyAiResponse(response) ? 'no-response' : 'response';
}

/** The fallback when the server sends no text of its own: 429 has its own sentence (SPEC section 8). */
export function aiErrorFallback(status: number | undefined): string {
  return status === 429 ? aiMessages.rateLimited : aiMessages.otherError;
}

/** The key the per-user monthly counter uses: `${userId}:${YYYY-MM}` in UTC. */
export function aiUsageKey(userId: string, at: Date): string {
  return `${userId}:${at.toISOString().slice(0, 7)}`;
}
