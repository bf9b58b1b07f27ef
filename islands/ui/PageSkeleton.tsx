import { routeMessages } from '../../src/domain/messages';
import { cn } from './cn';

/** A grey bar where text or a control will be. */
export function SkeletonBar({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cn('block animate-pulse rounded bg-surface-2', className)} />;
}

/**
 * Rows where a list's items will come, as tall as the list's rows (h-10 with the divider), so the
 * page does not jump when they arrive. Busy, and named, for a screen reader.
 */
export function SkeletonRows({ count = 5, label }: { count?: number; label?: string }) {
  return (
    <ul aria-busy="true" aria-label={label} className="flex flex-col divide-y divide-line rounded-lg border border-line bg-surface">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="flex h-10 items-center gap-3 px-3">
          <SkeletonBar className="size-2.5 rounded-full" />
          <SkeletonBar className="h-3 w-14" />
          <SkeletonBar className={cn('h-3', index % 2 ? 'w-1/2' : 'w-2/3')} />
        </li>
      ))}
    </ul>
  );
}

/** Rows where a project's cycles or modules will come: a name, a line of dates, a progress bar (PlanList's rows). */
export function PlanSkeletonRows({ count = 2, label }: { count?: number; label?: string }) {
  return (
    <ul aria-busy="true" aria-label={label} className="flex flex-col divide-y divide-line rounded-lg border border-line bg-surface">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="flex min-h-14 items-center gap-4 px-3 py-2">
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <SkeletonBar className={cn('h-3.5', index % 2 ? 'w-1/2' : 'w-2/3')} />
            <SkeletonBar className="h-3 w-32" />
          </div>
          <SkeletonBar className="h-1.5 w-28 rounded-full sm:w-44" />
        </li>
      ))}
    </ul>
  );
}

/** The overview's sections: cycles beside modules from `md` up, then the issues (ProjectOverview's layout). */
function OverviewSkeleton() {
  const heading = <SkeletonBar className="h-5 w-20" />;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 md:grid-cols-2">
        {[0, 1].map((key) => (
          <div key={key} className="flex min-w-0 flex-col gap-3">{heading}<PlanSkeletonRows /></div>
        ))}
      </div>
      <div className="flex flex-col gap-3">{heading}<SkeletonRows count={6} /></div>
    </div>
  );
}

export type PageSkeletonKind = 'issue' | 'cycle' | 'module' | 'project';

/** The header of PageHeader in grey: the breadcrumb's line and the title's, at their heights. */
function HeaderSkeleton() {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex h-5 items-center gap-2">
        <SkeletonBar className="h-3 w-16" />
        <SkeletonBar className="h-3 w-20" />
        <SkeletonBar className="h-3 w-12" />
      </div>
      <div className="flex h-8 items-center sm:h-9" data-skeleton="title">
        <SkeletonBar className="h-6 w-2/3 max-w-md sm:h-7" />
      </div>
    </div>
  );
}

function Panel({ className }: { className?: string }) {
  return <div className={cn('rounded-lg border border-line p-4', className)}><SkeletonBar className="h-full w-full" /></div>;
}

/** The side panel of a page: its rows of properties or analytics. (data-skeleton: tests measure the frame against the page.) */
function SidePanel({ rows }: { rows: number }) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-line p-4 lg:self-start" data-skeleton="side-panel">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="grid grid-cols-[7rem_minmax(0,1fr)] gap-3">
          <SkeletonBar className="h-4" />
          <SkeletonBar className="h-4 w-3/4" />
        </div>
      ))}
    </div>
  );
}

/** The project's feature switches: a heading, then a row per switch (name, line of text, the switch). */
function FeatureRows() {
  return (
    <div className="rounded-lg border border-line">
      <SkeletonBar className="mx-4 mt-4 h-5 w-24" />
      <div className="mt-2 divide-y divide-line">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="flex h-16 items-center justify-between gap-4 px-4">
            <div className="flex flex-1 flex-col gap-2">
              <SkeletonBar className="h-4 w-24" />
              <SkeletonBar className="h-3 w-1/2" />
            </div>
            <SkeletonBar className="h-6 w-11 rounded-full" />
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * The frame of a product page while its data loads (Plane's loaders): breadcrumb, title, main
 * column and side panel in the places and sizes the page will take, drawn at once (the pre-rendered
 * pages draw it at build time), so nothing is one grey box and nothing jumps when the data comes.
 */
export function PageSkeleton({ kind, label = routeMessages.loading }: { kind: PageSkeletonKind; label?: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="not-prose flex flex-col gap-6">
      <HeaderSkeleton />
      {kind === 'project' ? (
        <>
          <Panel className="h-44 sm:h-56" />
          <OverviewSkeleton />
          <FeatureRows />
        </>
      ) : kind === 'issue' ? (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="flex min-w-0 flex-col gap-6">
            <Panel className="h-48" />
            <Panel className="h-24" />
            <Panel className="h-64" />
          </div>
          <SidePanel rows={4} />
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
          <div className="flex min-w-0 flex-col gap-3">
            <div className="flex h-8 items-center justify-between"><SkeletonBar className="h-4 w-24" /><SkeletonBar className="h-8 w-36" /></div>
            <SkeletonRows label={label} />
          </div>
          <SidePanel rows={kind === 'module' ? 6 : 5} />
        </div>
      )}
    </div>
  );
}
