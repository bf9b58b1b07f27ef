import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { aiApi } from '../api/ai';
import { errorText, isApiError, unwrap } from '../api/result';
import { aiErrorFallback, aiPopoverState, validateAiTask } from '../domain/ai';
import { COPY_FEEDBACK_MS } from '../domain/constants';
import type { AiResponse } from '../domain/entities';
import { aiMessages, genericError } from '../domain/messages';
import { notify } from './toasts';

export interface AiScope {
  workspaceSlug: string;
  projectId: string;
}

interface GenerateParams {
  prompt: string;
  task: string;
  /** The opening this request belongs to; an answer to an earlier opening is dropped. */
  session: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The AI assistant popover (REFERENCE 2.4): a task on optional content, the answer shown safely,
 * "Use this response", "Generate again" and Copy. Closing resets everything.
 */
export function createAiAssistantModel({ workspaceSlug, projectId }: AiScope) {
  /** Opens with the content to work on: the host's selection or description, or "". */
  const opened = createEvent<string>();
  const closed = createEvent();
  const taskChanged = createEvent<string>();
  const submitted = createEvent();
  const responseUsed = createEvent();
  const copyRequested = createEvent();

  const generateFx = createEffect(({ prompt, task }: GenerateParams) => unwrap(aiApi.ask(workspaceSlug, projectId, { prompt, task })));
  const copyFx = createEffect(async (text: string) => {
    await navigator.clipboard.writeText(text);
  });
  const copyFeedbackFx = createEffect(() => wait(COPY_FEEDBACK_MS));

  const $session = createStore(0).on([opened, closed], (n) => n + 1);
  const $open = createStore(false)
    .on(opened, () => true)
    .on([closed, responseUsed], () => false);
  const $prompt = createStore('').on(opened, (_, prompt) => prompt).reset(closed, responseUsed);
  const $task = createStore('').on(taskChanged, (_, task) => task).reset(opened, closed, responseUsed);

  const answered = sample({
    clock: generateFx.done,
    source: $session,
    filter: (session, { params }) => params.session === session,
    fn: (_, { result }) => result,
  });
  const failed = sample({
    clock: generateFx.fail,
    source: $session,
    filter: (session, { params }) => params.session === session,
    fn: (_, { error }) => error,
  });

  const $response = createStore<AiResponse | null>(null).on(answered, (_, response) => response).reset(opened, closed, responseUsed);
  const $generating = createStore(false)
    .on(generateFx, () => true)
    .on([answered, failed], () => false)
    .reset(opened, closed, responseUsed);
  const $state = combine($generating, $response, aiPopoverState);
  const $copied = createStore(false)
    .on(copyFx.done, () => true)
    .on(copyFeedbackFx.done, () => false)
    .reset(opened, closed);

  const checked = sample({ clock: submitted, source: { task: $task, generating: $generating }, filter: ({ generating }) => !generating });
  sample({
    clock: checked,
    filter: ({ task }) => validateAiTask(task) !== null,
    fn: () => ({ type: 'error' as const, message: aiMessages.emptyTask }),
    target: notify,
  });
  sample({
    clock: checked,
    source: { prompt: $prompt, session: $session },
    filter: (_, { task }) => validateAiTask(task) === null,
    fn: ({ prompt, session }, { task }): GenerateParams => ({ prompt, task: task.trim(), session }),
    target: generateFx,
  });

  sample({
    clock: failed,
    fn: (error) => ({
      type: 'error' as const,
      message: errorText(error, aiErrorFallback(isApiError(error) ? error.status : undefined), { 429: aiMessages.rateLimited }),
    }),
    target: notify,
  });

  sample({ clock: copyRequested, source: $response, filter: Boolean, fn: (response) => response.response, target: copyFx });
  sample({ clock: copyFx.done, target: copyFeedbackFx });
  sample({
    clock: copyFx.done,
    fn: () => ({ type: 'success' as const, title: aiMessages.copiedTitle, message: aiMessages.copiedDescription }),
    target: notify,
  });
  sample({ clock: copyFx.fail, fn: () => ({ type: 'error' as const, message: genericError }), target: notify });

  return {
    opened, closed, taskChanged, submitted, responseUsed, copyRequested,
    generateFx, copyFx,
    $open, $prompt, $task, $response, $generating, $state, $copied,
  };
}

export type AiAssistantModel = ReturnType<typeof createAiAssistantModel>;
