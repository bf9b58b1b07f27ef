import type { ReactNode } from 'react';
import { coverMessages } from '../../src/domain/messages';
import { sitePath } from '../ui/site-path';

export interface CoverCardProps {
  cover: string | null;
  projectName: string;
  /** What the card says without a cover: still loading, or the project has none. */
  loading: boolean;
  /** The picker's button (or, drawn by the page before the island, its inert look-alike). */
  action: ReactNode;
}

/**
 * The cover demo's card: a project's cover (or why there is none) under its name, with the picker's
 * button. The island draws it, and so does the page in its HTML before the island arrives, so both
 * look the same and nothing moves when one takes the other's place.
 */
export function CoverCard({ cover, projectName, loading, action }: CoverCardProps) {
  return (
    <div className="flex flex-col gap-3">
      <div className="relative h-40 overflow-hidden rounded-lg border border-line bg-surface-2 sm:h-52">
        {cover ? (
          <img src={sitePath(cover)} alt={`${coverMessages.currentCover}: ${projectName}`} className="size-full object-cover" />
        ) : (
          <p className="grid size-full place-items-center text-sm text-muted">{loading ? 'Loading…' : coverMessages.noCover}</p>
        )}
        <div className="absolute bottom-3 left-3 rounded-md bg-black/60 px-2 py-1 text-sm font-semibold text-white">{projectName}</div>
        <div className="absolute bottom-3 right-3">{action}</div>
      </div>
    </div>
  );
}

/** The picker's button as the page draws it before the island: the same look, no control to click yet. */
function CoverButtonLookAlike({ label }: { label: string }) {
  return (
    <span aria-hidden="true" className="inline-flex h-9 items-center rounded-md border border-line bg-surface px-3 text-sm font-medium text-fg shadow-sm">
      {label}
    </span>
  );
}

/** The card as the page's HTML draws it before the island (a cover, or the loading card without one). */
export function DrawnCoverCard({ cover, projectName, buttonLabel }: { cover: string | null; projectName: string; buttonLabel: string }) {
  return <CoverCard cover={cover} projectName={projectName} loading={cover === null} action={<CoverButtonLookAlike label={buttonLabel} />} />;
}
