import type { AiResponse } from '../domain/entities';
import { isString, shape } from './guards';
import { send } from './send';

export interface AiRequest {
  /** The content the task works on (the selection or the description); may be empty. */
  prompt: string;
  task: string;
}

const isAiResponse = shape<AiResponse>({ response: isString, response_html: isString });

export const aiApi = {
  ask: (workspaceSlug: string, projectId: string, body: AiRequest, signal?: AbortSignal) =>
    send('aiAssistant', { slug: workspaceSlug, projectId }, {
      json: { prompt: body.prompt, task: body.task },
      guard: isAiResponse,
      signal,
      timeoutMs: 60_000,
    }),
};
