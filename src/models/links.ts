import { createEffect, createEvent, createStore, sample } from 'effector';
import { linksApi, type LinkOwner } from '../api/links';
import { unwrap } from '../api/result';
import type { Link, LinkInput } from '../domain/link';
import { linkMessages } from '../domain/messages';
import { LINK_FORM_RESET_MS } from '../domain/constants';
import { createClipboardCopy, createConfirmation, createLoad, toastFailure, toastOn } from './kit';
import { takeFormDraft } from './form-drafts';

export type LinkFormMode = 'create' | 'edit';

export interface LinkFormState {
  open: boolean;
  mode: LinkFormMode;
  /** Values the form opens with: empty for create, the link's for edit. */
  initial: LinkInput;
  editingId: string | null;
}

const emptyForm: LinkFormState = { open: false, mode: 'create', initial: { url: '', title: '' }, editingId: null };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Where an owner's open link form is kept across a trip to sign-in (src/models/form-drafts.ts). */
export const linkFormDraftKey = (owner: LinkOwner) =>
  `link-form:${owner.kind}:${owner.kind === 'issue' ? owner.issueId : owner.moduleId}`;

interface KeptLinkForm {
  mode: LinkFormMode;
  editingId: string | null;
  values: LinkInput;
}

const isKeptLinkForm = (value: unknown): value is KeptLinkForm => {
  if (typeof value !== 'object' || value === null) return false;
  const { mode, editingId, values } = value as Partial<KeptLinkForm>;
  return (mode === 'create' || mode === 'edit') && (editingId === null || typeof editingId === 'string')
    && typeof values?.url === 'string' && typeof values.title === 'string';
};

/**
 * The links of one owner (an issue or a module) and its link form. A factory, because one page can
 * hold an issue's links and a module's links side by side.
 */
export function createLinksModel(owner: LinkOwner) {
  const mounted = createEvent();
  const createRequested = createEvent();
  const editRequested = createEvent<Link>();
  const formClosed = createEvent();
  const submitted = createEvent<LinkInput>();
  const copyRequested = createEvent<Link>();

  const list = createLoad<Link[]>({ initial: [], load: () => unwrap(linksApi.list(owner)) });
  const createFx = createEffect((input: LinkInput) => unwrap(linksApi.create(owner, input)));
  const updateFx = createEffect(({ id, input }: { id: string; input: LinkInput }) => unwrap(linksApi.update(owner, id, input)));
  const removeFx = createEffect((id: string) => unwrap(linksApi.remove(owner, id)).then(() => id));
  const copyFx = createClipboardCopy({ title: linkMessages.copiedTitle, message: linkMessages.copiedDescription });
  const resetLaterFx = createEffect(() => wait(LINK_FORM_RESET_MS));
  const draftKey = linkFormDraftKey(owner);
  /** A form left open for sign-in opens again with what was typed. */
  const restoreFormFx = createEffect(() => takeFormDraft(draftKey));

  const $links = list.$data
    .on(createFx.doneData, (links, link) => [...links, link])
    .on(updateFx.doneData, (links, link) => links.map((l) => (l.id === link.id ? link : l)))
    .on(removeFx.doneData, (links, id) => links.filter((l) => l.id !== id));

  const $form = createStore<LinkFormState>(emptyForm)
    .on(createRequested, () => ({ ...emptyForm, open: true }))
    .on(editRequested, (_, link) => ({ open: true, mode: 'edit', initial: { url: link.url, title: link.title ?? '' }, editingId: link.id }))
    .on(restoreFormFx.doneData, (state, kept) =>
      isKeptLinkForm(kept) ? { open: true, mode: kept.mode, initial: kept.values, editingId: kept.editingId } : state)
    .on(formClosed, (state) => ({ ...state, open: false }))
    .on([createFx.done, updateFx.done], (state) => ({ ...state, open: false }));
  const $submitting = createStore(false)
    .on([createFx, updateFx], () => true)
    .on([createFx.finally, updateFx.finally], () => false);

  const removal = createConfirmation<Link>({ closesOn: removeFx.done });

  sample({ clock: mounted, target: [list.requested, restoreFormFx] });

  sample({
    clock: submitted,
    source: $form,
    filter: (form) => form.mode === 'create',
    fn: (_, input) => input,
    target: createFx,
  });
  sample({
    clock: submitted,
    source: $form,
    filter: (form) => form.mode === 'edit' && form.editingId !== null,
    fn: (form, input) => ({ id: form.editingId!, input }),
    target: updateFx,
  });

  // The form clears 500 ms after it closes (SPEC section 9), once the closing transition is over.
  sample({ clock: $form, filter: (form) => !form.open, target: resetLaterFx });
  sample({
    clock: resetLaterFx.done,
    source: $form,
    filter: (form) => !form.open,
    fn: () => emptyForm,
    target: $form,
  });

  sample({ clock: copyRequested, fn: (link) => link.url, target: copyFx });
  sample({ clock: removal.accepted, fn: (link) => link.id, target: removeFx });

  const isModule = owner.kind === 'module';
  toastOn(createFx.done, 'success', isModule ? linkMessages.moduleCreated : linkMessages.createdDescription);
  toastOn(updateFx.done, 'success', isModule ? linkMessages.moduleUpdated : linkMessages.updatedDescription);
  toastOn(removeFx.done, 'success', isModule ? linkMessages.moduleDeleted : linkMessages.deletedDescription);
  toastFailure([createFx.failData, updateFx.failData, removeFx.failData]);

  return {
    owner, draftKey,
    mounted, createRequested, editRequested, formClosed, submitted, copyRequested,
    deleteRequested: removal.requested, deleteCancelled: removal.cancelled, deleteConfirmed: removal.confirmed,
    $links, $loading: list.$loading, $loadError: list.$error, $form, $submitting, $pendingDelete: removal.$subject, $deleting: removeFx.pending,
    loadFx: list.fx, preloadFx: list.preloadFx, createFx, updateFx, removeFx, copyFx,
  };
}

export type LinksModel = ReturnType<typeof createLinksModel>;
