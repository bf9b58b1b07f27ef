import { createEvent, createStore, sample, type Event, type Unit } from 'effector';

export interface ConfirmationOptions {
  /** What ends the question once confirmed: the action's `done` (a failure keeps it open to retry) or `finally`. */
  closesOn: Unit<unknown> | Array<Unit<unknown>>;
}

/**
 * "Are you sure?" before an action: `requested` asks about a subject (the link or token to delete;
 * nothing for a page-wide action), `cancelled` drops it, and `confirmed` fires `accepted` with the
 * subject, which the model sends to its action. The question stays until `closesOn`.
 */
export function createConfirmation<Subject = void>({ closesOn }: ConfirmationOptions) {
  const requested = createEvent<Subject>();
  const cancelled = createEvent();
  const confirmed = createEvent();

  // Wrapped, so a question about nothing (Subject = void) is still a question.
  const $question = createStore<{ subject: Subject } | null>(null)
    .on(requested, (_, subject) => ({ subject }))
    .reset(cancelled, ...(Array.isArray(closesOn) ? closesOn : [closesOn]));
  const $open = $question.map((question) => question !== null);
  const $subject = $question.map((question) => question?.subject ?? null);

  const accepted: Event<Subject> = sample({
    clock: confirmed,
    source: $question,
    filter: (question) => question !== null,
    fn: (question) => question!.subject,
  });

  return { requested, cancelled, confirmed, accepted, $open, $subject };
}

export type Confirmation<Subject = void> = ReturnType<typeof createConfirmation<Subject>>;
