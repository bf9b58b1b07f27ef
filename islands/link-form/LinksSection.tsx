import { useUnit } from 'effector-react';
import type { LinksModel } from '../../src/models/links';
import { $role } from '../../src/models/session';
import { canEditModuleLinks } from '../../src/domain/roles';
import { linkMessages } from '../../src/domain/messages';
import { LinksList } from './LinksList';
import { lazyWhenIdle } from '../ui/lazy-when-idle';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Button } from '../ui/Button';
import { useMounted } from '../ui/use-mounted';
import { InlineRetry } from '../ui/InlineRetry';

// The form (formik, yup) is not needed to paint the list it adds to.
const LinkFormDialog = lazyWhenIdle(() => import('./LinkFormDialog').then((m) => m.LinkFormDialog), (p) => p.open);

export interface LinksSectionProps {
  model: LinksModel;
  /** The owner's feature state (e.g. modules disabled or the module archived). */
  featureEnabled?: boolean;
  authorName?: (userId: string) => string;
  heading?: string;
}

/** "Links" with its list, empty text, "+ Add link", the form and the delete confirmation. */
export function LinksSection({ model, featureEnabled = true, authorName = (id) => id, heading = linkMessages.sectionTitle }: LinksSectionProps) {
  const m = useUnit({
    links: model.$links,
    loading: model.$loading,
    loadError: model.$loadError,
    form: model.$form,
    submitting: model.$submitting,
    pendingDelete: model.$pendingDelete,
    deleting: model.$deleting,
    role: $role,
    mounted: model.mounted,
    createRequested: model.createRequested,
    editRequested: model.editRequested,
    formClosed: model.formClosed,
    submitted: model.submitted,
    copyRequested: model.copyRequested,
    deleteRequested: model.deleteRequested,
    deleteCancelled: model.deleteCancelled,
    deleteConfirmed: model.deleteConfirmed,
  });
  const canEdit = canEditModuleLinks(m.role, featureEnabled);

  useMounted(m.mounted);

  return (
    <section aria-labelledby={`links-${model.owner.kind}`} className="flex flex-col gap-3">
      <div className="flex items-center justify-between">
        <h3 id={`links-${model.owner.kind}`} className="!m-0 text-base font-semibold">
          {heading}
        </h3>
        {canEdit && (
          <Button size="sm" onClick={m.createRequested}>
            {linkMessages.addLinkButton}
          </Button>
        )}
      </div>
      {m.loading && m.links.length === 0 ? (
        <div className="h-12 animate-pulse rounded-md bg-surface-2" aria-label="Loading links" />
      ) : m.loadError ? (
        <InlineRetry message={m.loadError} onRetry={m.mounted} />
      ) : m.links.length === 0 ? (
        <p className="text-sm text-muted">{linkMessages.noLinks}</p>
      ) : (
        <LinksList
          links={m.links}
          canEdit={canEdit}
          authorName={authorName}
          onCopy={m.copyRequested}
          onEdit={m.editRequested}
          onDelete={m.deleteRequested}
        />
      )}
      <LinkFormDialog
        open={m.form.open}
        mode={m.form.mode}
        initial={m.form.initial}
        submitting={m.submitting}
        onSubmit={m.submitted}
        onClose={m.formClosed}
        draft={{ draftKey: model.draftKey, extra: { mode: m.form.mode, editingId: m.form.editingId } }}
      />
      <ConfirmDialog
        open={m.pendingDelete !== null}
        title={linkMessages.deleteConfirmTitle}
        content={linkMessages.deleteConfirmContent}
        loading={m.deleting}
        onCancel={m.deleteCancelled}
        onConfirm={m.deleteConfirmed}
      />
    </section>
  );
}
