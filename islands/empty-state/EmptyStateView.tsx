import { buttonAvailability, type EmptyStateButton, type EmptyStateEntry } from '../../src/domain/empty-states';
import type { RoleName } from '../../src/domain/roles';
import { Button } from '../ui/Button';
import { Tooltip } from '../ui/Tooltip';
import { cn } from '../ui/cn';
import { Illustration, IllustrationIcon } from './illustrations';

export interface EmptyStateViewProps {
  entry: Pick<EmptyStateEntry, 'title' | 'description' | 'layout' | 'illustration' | 'primary' | 'secondary'> & { key?: string };
  /** Whose buttons: they are enabled only when this role meets their minimum. */
  role: RoleName;
  onPrimary?: () => void;
  onSecondary?: () => void;
  /** "card" fits an entry into a grid cell instead of a page. */
  size?: 'page' | 'card';
  className?: string;
  headingLevel?: 2 | 3;
}

function EmptyStateAction({ button, role, variant, onClick }: { button: EmptyStateButton; role: RoleName; variant: 'primary' | 'secondary'; onClick?: () => void }) {
  const availability = buttonAvailability(button, role);
  const disabledReason = availability.enabled ? null : availability.reason;
  const action = (
    <Button
      variant={variant}
      // aria-disabled keeps the button focusable, so keyboard users can reach the reason too.
      aria-disabled={disabledReason ? true : undefined}
      className={disabledReason ? 'cursor-not-allowed opacity-60' : undefined}
      onClick={() => {
        if (!disabledReason) onClick?.();
      }}
    >
      {button.text}
    </Button>
  );
  if (!disabledReason && !button.comic) return action;
  return (
    <Tooltip
      content={
        <span className="flex flex-col gap-1">
          {disabledReason && <span>{disabledReason}</span>}
          {button.comic && <span className="font-semibold">{button.comic.title}</span>}
          {button.comic?.description && <span className="text-muted">{button.comic.description}</span>}
        </span>
      }
    >
      {action}
    </Tooltip>
  );
}

/** One empty state: title, description, a themed illustration and create buttons gated by role. */
export function EmptyStateView({ entry, role, onPrimary, onSecondary, size = 'page', className, headingLevel = 2 }: EmptyStateViewProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const buttons = (entry.primary || entry.secondary) && (
    <div className="flex flex-wrap items-center justify-center gap-2">
      {entry.primary && <EmptyStateAction button={entry.primary} role={role} variant="primary" onClick={onPrimary} />}
      {entry.secondary && <EmptyStateAction button={entry.secondary} role={role} variant="secondary" onClick={onSecondary} />}
    </div>
  );

  if (entry.layout === 'simple') {
    return (
      <div className={cn('flex flex-col items-center gap-2 px-4 py-6 text-center', className)} data-empty-state={entry.key}>
        <IllustrationIcon kind={entry.illustration} className="size-12" />
        <Heading className="text-sm font-semibold whitespace-pre-line">{entry.title}</Heading>
        {entry.description && <p className="max-w-sm text-xs text-muted whitespace-pre-line">{entry.description}</p>}
        {buttons}
      </div>
    );
  }

  return (
    <div
      className={cn('mx-auto flex flex-col items-center gap-3 text-center', size === 'page' ? 'max-w-2xl px-4 py-10' : 'px-3 py-6', className)}
      data-empty-state={entry.key}
    >
      <Heading className={cn('font-semibold', size === 'page' ? 'text-xl' : 'text-base')}>{entry.title}</Heading>
      {entry.description && <p className={cn('text-muted whitespace-pre-line', size === 'page' ? 'text-sm' : 'text-xs')}>{entry.description}</p>}
      <Illustration kind={entry.illustration} className={size === 'page' ? 'my-2 w-full max-w-sm' : 'my-1 w-full max-w-[220px]'} />
      {buttons}
    </div>
  );
}
