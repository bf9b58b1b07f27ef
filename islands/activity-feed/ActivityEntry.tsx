import { memo } from 'react';
import { format, formatDistance, isValid, parseISO } from 'date-fns';
import type { ActivitySentence, SentencePart } from '../../src/domain/activity/activity-sentence';
import { activityMessages } from '../../src/domain/messages';
import { sanitizeHref } from '../../src/domain/url';
import { sitePath } from '../ui/site-path';
import { ActivityIcon } from './ActivityIcon';
import { useAfterDrawing, useNow } from '../ui/use-now';

const linkClass = 'font-medium text-fg underline decoration-line underline-offset-2 hover:decoration-primary focus-visible:outline-2 focus-visible:outline-primary';

/** A product link (issue, profile, cycle, module): opened in a new tab, like the product does. */
function InternalLink({ href, title, children }: { href: string | null; title?: string; children: React.ReactNode }) {
  const safe = href ? sanitizeHref(sitePath(href)) : '';
  if (!safe) return <span className="font-medium" title={title}>{children}</span>;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer" title={title} className={linkClass}>
      {children}
    </a>
  );
}

/** Every value is rendered as text by React: names and values from the server never become markup. */
function Part({ part }: { part: SentencePart }) {
  switch (part.kind) {
    case 'text':
      return <>{part.text}</>;
    case 'issue':
      return (
        <InternalLink href={part.href} title={part.name}>
          {part.identifier && <strong className="font-semibold">{part.identifier}</strong>}
          {part.identifier && part.name ? ' ' : ''}
          {part.name}
        </InternalLink>
      );
    case 'deleted-issue':
      return (
        <span className="italic text-muted" title={part.tooltip}>
          {part.text}
        </span>
      );
    case 'user':
    case 'cycle':
    case 'module':
      return <InternalLink href={part.href}>{part.text}</InternalLink>;
    case 'label':
      return (
        <span className="mx-0.5 inline-flex items-center gap-1 rounded-full border border-line px-1.5 py-px align-middle text-xs font-medium">
          <span className="size-2 rounded-full" style={{ backgroundColor: part.color }} aria-hidden="true" />
          {part.text}
        </span>
      );
    case 'date':
      return (
        <strong className="font-semibold">
          <time dateTime={part.iso}>{part.text}</time>
        </strong>
      );
    case 'value':
      return <strong className="font-semibold">{part.text}</strong>;
    case 'external': {
      const href = sanitizeHref(part.href);
      return href ? (
        <a href={href} target="_blank" rel="noopener noreferrer nofollow" className={linkClass}>
          {part.text}
        </a>
      ) : (
        <>{part.text}</>
      );
    }
  }
}

/** "3 hours ago", with the exact time on hover. */
export function RelativeTime({ iso }: { iso: string }) {
  const now = useNow();
  // The exact time is in the reader's time zone, which a page drawn at build time cannot know.
  const local = useAfterDrawing();
  const date = parseISO(iso);
  if (!isValid(date)) return null;
  return (
    <time dateTime={iso} title={local ? format(date, 'MMM dd, yyyy, h:mm a') : undefined} className="text-xs text-muted">
      {formatDistance(date, now, { addSuffix: true })}
    </time>
  );
}

export interface ActivityEntryProps {
  sentence: ActivitySentence;
  createdAt: string;
}

/**
 * One feed entry: the field icon, the actor and the sentence, the time under it. Memoised: its
 * props are the cached sentence and a string, so scrolling the list does not re-render entries.
 */
export const ActivityEntry = memo(function ActivityEntry({ sentence, createdAt }: ActivityEntryProps) {
  return (
    <div className="flex gap-3 py-2.5">
      <span className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-full border border-line bg-surface-2 text-muted">
        <ActivityIcon kind={sentence.icon} />
      </span>
      <div className="min-w-0 flex-1 text-sm leading-6 break-words">
        <p className="m-0">
          <InternalLink href={sentence.actor.href}>{sentence.actor.name}</InternalLink>{' '}
          {sentence.parts.map((part, i) => (
            <Part key={i} part={part} />
          ))}
        </p>
        {sentence.issueDeleted && <p className="m-0 text-xs text-muted">{activityMessages.deletedIssue}</p>}
        <RelativeTime iso={createdAt} />
      </div>
    </div>
  );
});
