import type { ReactNode } from 'react';
import { breadcrumbLabel } from '../../src/domain/messages';
import { buildProjectUrl, buildWorkspaceViewUrl } from '../../src/domain/routes';
import { sitePage } from './site-path';

export interface Crumb {
  label: string;
  /** A site path (with the base already applied); the last crumb is usually the page itself and has none. */
  href?: string;
}

export interface PageHeaderProps {
  crumbs: Crumb[];
  title: ReactNode;
  /** The h1's id, for a region the title names. */
  titleId?: string;
  /** One line under the title: dates, the identifier, a state. */
  meta?: ReactNode;
  /** Buttons on the title's line, at its end (they wrap under it on a narrow screen). */
  actions?: ReactNode;
}

/**
 * The one header of the product's pages (issue, cycle, module, project): a breadcrumb with "›",
 * the title, which wraps rather than overflows, its actions, and a meta line. Stateless, so a
 * pre-rendered page draws it at build time and the app shell once its data has loaded.
 */
export function PageHeader({ crumbs, title, titleId, meta, actions }: PageHeaderProps) {
  return (
    <header className="not-prose flex flex-col gap-2">
      <nav aria-label={breadcrumbLabel}>
        <ol className="flex flex-wrap items-center gap-x-1.5 text-sm text-muted">
          {crumbs.map((crumb, index) => (
            <li key={`${index}-${crumb.label}`} className="flex min-w-0 items-center gap-1.5">
              {index > 0 && <span aria-hidden="true">›</span>}
              {crumb.href ? (
                <a href={crumb.href} className="wrap-anywhere hover:text-fg hover:underline">
                  {crumb.label}
                </a>
              ) : (
                <span className="wrap-anywhere">{crumb.label}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 id={titleId} className="min-w-0 text-2xl font-semibold wrap-anywhere sm:text-3xl">
          {title}
        </h1>
        {actions && <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div>}
      </div>
      {meta && <p className="text-sm text-muted">{meta}</p>}
    </header>
  );
}

/** The workspace's crumb: its issues. */
export function workspaceCrumb(workspace: { slug: string; name: string }): Crumb {
  return { label: workspace.name, href: sitePage(buildWorkspaceViewUrl(workspace.slug, 'all-issues')) };
}

/** The crumbs down to a project: the workspace and the project (its overview). */
export function projectCrumbs(workspace: { slug: string; name: string }, project: { id: string; name: string }): Crumb[] {
  return [workspaceCrumb(workspace), { label: project.name, href: sitePage(buildProjectUrl(workspace.slug, project.id)) }];
}
