import { COVER_GRID_COLUMNS, COVER_SKELETON_ITEMS } from '../../src/domain/constants';
import { coverMessages } from '../../src/domain/messages';
import { cn } from '../ui/cn';
import { CheckIcon } from '../ui/icons';
import { sitePath } from '../ui/site-path';

export interface CoverChoice {
  key: string;
  /** What is shown in the grid. */
  thumbnail: string;
  /** What choosing it saves. */
  value: string;
  alt: string;
}

export interface CoverGridProps {
  items: CoverChoice[];
  loading: boolean;
  selected: string | null;
  disabled: boolean;
  onChoose: (value: string) => void;
}

/** SPEC section 9: a 4-column grid (2 on phones), with 8 skeletons while loading. */
export function CoverGrid({ items, loading, selected, disabled, onChoose }: CoverGridProps) {
  const columns = COVER_GRID_COLUMNS === 4 ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-2';
  if (loading) {
    return (
      <div className={cn('grid gap-2', columns)} aria-busy="true">
        <span className="sr-only" role="status">
          {coverMessages.loading}
        </span>
        {Array.from({ length: COVER_SKELETON_ITEMS }, (_, i) => (
          <div key={i} data-testid="cover-skeleton" className="h-20 animate-pulse rounded-md bg-surface-2" />
        ))}
      </div>
    );
  }
  if (items.length === 0) return <p className="py-8 text-center text-sm text-muted">{coverMessages.noImages}</p>;
  return (
    <ul className={cn('grid gap-2', columns)}>
      {items.map((item) => {
        const isSelected = item.value === selected;
        return (
          <li key={item.key}>
            <button
              type="button"
              disabled={disabled}
              aria-pressed={isSelected}
              aria-label={coverMessages.choose(item.alt)}
              onClick={() => onChoose(item.value)}
              className={cn(
                'relative block h-20 w-full overflow-hidden rounded-md border-2 transition',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                isSelected ? 'border-primary' : 'border-transparent hover:border-line',
                disabled && 'cursor-wait opacity-60',
              )}
            >
              <img src={sitePath(item.thumbnail)} alt="" loading="lazy" className="size-full object-cover" />
              {isSelected && (
                <span className="absolute right-1 top-1 grid size-5 place-items-center rounded-full bg-primary text-on-primary">
                  <CheckIcon size={12} />
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
