import type { Link } from '../../src/domain/link';
import { linkLabel } from '../../src/domain/link';
import { linkMessages } from '../../src/domain/messages';
import { sanitizeHref } from '../../src/domain/url';
import { formatDistance } from 'date-fns';
import { ExternalIcon, LinkIcon, PencilIcon, TrashIcon } from '../ui/icons';
import { useNow } from '../ui/use-now';

export interface LinksListProps {
  links: Link[];
  canEdit: boolean;
  authorName: (userId: string) => string;
  onCopy: (link: Link) => void;
  onEdit: (link: Link) => void;
  onDelete: (link: Link) => void;
}

/** A row per link: a click copies the URL; edit, open and delete only for those allowed. */
export function LinksList({ links, canEdit, authorName, onCopy, onEdit, onDelete }: LinksListProps) {
  const now = useNow();
  return (
    <ul className="flex flex-col gap-2" aria-label={linkMessages.sectionTitle}>
      {links.map((link) => {
        const label = linkLabel(link);
        const href = sanitizeHref(link.url);
        return (
          <li key={link.id} className="group flex items-start gap-2 rounded-md border border-line bg-surface px-3 py-2">
            <LinkIcon className="mt-0.5 shrink-0 text-muted" />
            <div className="min-w-0 flex-1">
              <button
                type="button"
                onClick={() => onCopy(link)}
                title={link.url}
                aria-label={`Copy link ${label}`}
                className="block max-w-full truncate text-left text-sm font-medium hover:underline"
              >
                {label}
              </button>
              <p className="text-xs text-muted">
                Added {formatDistance(new Date(link.created_at), now, { addSuffix: true })} by {authorName(link.created_by)}
              </p>
            </div>
            {canEdit && (
              <div className="flex shrink-0 items-center gap-1">
                <button type="button" onClick={() => onEdit(link)} className="grid size-7 place-items-center rounded text-muted hover:bg-surface-2" aria-label={`Edit link ${label}`} title="Edit">
                  <PencilIcon size={14} />
                </button>
                {href && (
                  <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="grid size-7 place-items-center rounded text-muted hover:bg-surface-2" aria-label={`Open link ${label}`} title="Open in a new tab">
                    <ExternalIcon size={14} />
                  </a>
                )}
                <button type="button" onClick={() => onDelete(link)} className="grid size-7 place-items-center rounded text-muted text-danger hover:bg-danger-soft" aria-label={`Delete link ${label}`} title="Delete">
                  <TrashIcon size={14} />
                </button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
