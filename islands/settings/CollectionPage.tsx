import type { ReactNode } from 'react';
import { useUnit } from 'effector-react';
import type { CollectionModel } from '../../src/models/settings-collection';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { TrashIcon } from '../ui/icons';
import { useMounted } from '../ui/use-mounted';
import { CollectionList } from './CollectionList';
import { SettingsSection } from './SettingsSection';

/** What the page reads of a collection model; the create form's input type is the form's business. */
type CollectionUnits<T extends { id: string }> = Pick<
  CollectionModel<T, never>,
  'mounted' | '$items' | '$loaded' | '$loadError' | '$pendingDelete' | '$deleting' | 'deleteRequested' | 'deleteCancelled' | 'deleteConfirmed'
>;

export interface CollectionPageProps<T extends { id: string }> {
  model: CollectionUnits<T>;
  /** The section the page opens with: its id (for the heading), heading and description. */
  section: { id: string; heading: string; description: string };
  /** The create form. */
  form: ReactNode;
  /** The list's accessible name, and its empty state (REFERENCE 2.10 key). */
  listLabel: string;
  emptyKey: string;
  renderItem: (item: T) => ReactNode;
  rowClassName?: string;
  /** A titled history (exports, imports) instead of a list named by `listLabel` alone. */
  history?: { id: string; action?: ReactNode };
  /** Rows end with a delete button, which asks first. */
  deletion?: { label: (item: T) => string; title: string; content: string };
}

/**
 * A settings page over a collection (API tokens, webhooks, exports, imports): the titled create
 * form, the list with its loading, error and empty states, and a confirmed delete per row.
 */
export function CollectionPage<T extends { id: string }>({ model, section, form, listLabel, emptyKey, renderItem, rowClassName, history, deletion }: CollectionPageProps<T>) {
  const m = useUnit({
    items: model.$items, loaded: model.$loaded, loadError: model.$loadError, pendingDelete: model.$pendingDelete, deleting: model.$deleting,
    mounted: model.mounted, requestDelete: model.deleteRequested, cancelDelete: model.deleteCancelled, confirmDelete: model.deleteConfirmed,
  });
  useMounted(m.mounted);

  const list = (
    <CollectionList
      items={m.items}
      loaded={m.loaded}
      loadError={m.loadError}
      onRetry={m.mounted}
      emptyKey={emptyKey}
      label={listLabel}
      rowClassName={rowClassName}
      renderItem={(item) => (
        <>
          {renderItem(item)}
          {deletion && (
            <button type="button" onClick={() => m.requestDelete(item)} aria-label={deletion.label(item)} title={deletion.title} className="grid size-8 place-items-center rounded text-danger hover:bg-danger-soft focus-visible:outline-2 focus-visible:outline-primary">
              <TrashIcon size={15} />
            </button>
          )}
        </>
      )}
    />
  );
  const heading = history && <h3 id={history.id} className="text-base font-semibold">{listLabel}</h3>;

  return (
    <div className="flex flex-col gap-6">
      <SettingsSection id={section.id} heading={section.heading} description={section.description}>
        {form}
      </SettingsSection>
      {history ? (
        <section aria-labelledby={history.id} className="flex flex-col gap-3">
          {history.action ? <div className="flex items-center justify-between gap-2">{heading}{history.action}</div> : heading}
          {list}
        </section>
      ) : (
        <section aria-label={listLabel} className="flex flex-col gap-3">
          {list}
        </section>
      )}
      {deletion && (
        <ConfirmDialog open={m.pendingDelete !== null} title={deletion.title} content={deletion.content} loading={m.deleting} onCancel={m.cancelDelete} onConfirm={m.confirmDelete} />
      )}
    </div>
  );
}
