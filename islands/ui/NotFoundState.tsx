import { routeMessages as t, type MissingThing } from '../../src/domain/messages';
import { buildWorkspaceViewUrl } from '../../src/domain/routes';
import { sitePath } from './site-path';
import { useDocumentTitle } from './use-document-title';

export interface NotFoundStateProps {
  /** The outermost thing the address names that the server does not have. */
  missing: MissingThing;
  workspaceSlug: string;
}

/**
 * A page whose workspace or ids the server does not know: what is missing, and a way back (the
 * workspace's issues, or the overview when the workspace itself is unknown).
 */
export function NotFoundState({ missing, workspaceSlug }: NotFoundStateProps) {
  useDocumentTitle(t.notFound[missing]);
  const back = missing === 'workspace'
    ? { href: sitePath('/'), label: t.goToOverview }
    : { href: sitePath(buildWorkspaceViewUrl(workspaceSlug, 'all-issues')), label: t.backToWorkspace(workspaceSlug) };
  return (
    <section aria-labelledby="not-found-title" className="rounded-xl border border-line bg-surface p-6 sm:p-10">
      <h1 id="not-found-title" className="text-2xl font-semibold">{t.notFound[missing]}</h1>
      <p className="mt-2 text-muted">{t.notFoundText[missing](workspaceSlug)}</p>
      <a className="mt-4 inline-block font-medium text-primary underline" href={back.href}>{back.label}</a>
    </section>
  );
}

/** The site's own 404: the address is no page of the site at all. */
export function PageNotFound() {
  return (
    <>
      <h1>{t.pageNotFound}</h1>
      <p>{t.pageNotFoundText}</p>
      <p><a href={sitePath('/')}>{t.goToOverview}</a> {t.orPickAPage}</p>
    </>
  );
}
