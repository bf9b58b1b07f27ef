import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { aiApi } from '../api/ai';
import { isApiError, specErrorText, unwrap } from '../api/result';
import { aiErrorFallback, aiPopoverState, validateAiTask } from '../domain/ai';
import { COPY_FEEDBACK_MS } from '../domain/constants';
import type { AiResponse } from '../domain/entities';
import { aiMessages } from '../domain/messages';
import { createClipboardCopy, createDisclosure, toastOn } from './kit';
import { dismissToast, notify, type ToastRequest } from './toasts';

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

/** One "enter some task" toast at a time, taken back once a request goes out or the popover closes. */
const EMPTY_TASK_TOAST = 'ai-empty-task';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The AI assistant popover (REFERENCE 2.4): a task on optional content, the answer shown safely,
 * "Use this response", "Generate again" and Copy. Closing resets everything.
 */
export function createAiAssistantModel({ workspaceSlug, projectId }: AiScope) {
  const taskChanged = createEvent<string>();
  const submitted = createEvent();
  const responseUsed = createEvent();
  const copyRequested = createEvent();

  const generateFx = createEffect(({ prompt, task }: GenerateParams) => unwrap(aiApi.ask(workspaceSlug, projectId, { prompt, task })));
  const copyFx = createClipboardCopy({ title: aiMessages.copiedTitle, message: aiMessages.copiedDescription });
  const copyFeedbackFx = createEffect(() => wait(COPY_FEEDBACK_MS));

  /** Opens with the content to work on: the host's selection or description, or "". */
  const popover = createDisclosure<string>({ closesOn: responseUsed });
  const { opened, closed } = popover;
  const $session = createStore(0).on([opened, closed], (n) => n + 1);
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
    fn: (): ToastRequest => ({ type: 'error', message: aiMessages.emptyTask, id: EMPTY_TASK_TOAST }),
    target: notify,
  });
  sample({ clock: [generateFx, closed], fn: () => EMPTY_TASK_TOAST, target: dismissToast });
  sample({
    clock: checked,
    source: { prompt: $prompt, session: $session },
    filter: (_, { task }) => validateAiTask(task) === null,
    fn: ({ prompt, session }, { task }): GenerateParams => ({ prompt, task: task.trim(), session }),
    target: generateFx,
  });

  // SPEC's sentences, for a failure the server did not explain, whatever the transport did.
  toastOn(failed, 'error', (error) => specErrorText(error, aiErrorFallback(isApiError(error) ? error.status : undefined)));

  sample({ clock: copyRequested, source: $response, filter: Boolean, fn: (response) => response.response, target: copyFx });
  sample({ clock: copyFx.done, target: copyFeedbackFx });

  /** The panel's props as units; using the answer and closing belong to the host. */
  const view = { prompt: $prompt, state: $state, response: $response, task: $task, copied: $copied, onTaskChange: taskChanged, onSubmit: submitted, onCopy: copyRequested };

  return {
    view,
    opened, closed, taskChanged, submitted, responseUsed, copyRequested,
    generateFx, copyFx,
    $open: popover.$open, $prompt, $task, $response, $generating, $state, $copied,
  };
}

export type AiAssistantModel = ReturnType<typeof createAiAssistantModel>;
