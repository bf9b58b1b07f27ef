import { routeMessages as t, type MissingThing } from '../../src/domain/messages';
import { buildProjectUrl, buildWorkspaceViewUrl } from '../../src/domain/routes';
import type { Absence } from '../../src/models/kit';
import { sitePage, sitePath } from './site-path';
import { useDocumentTitle } from './use-document-title';

export interface NotFoundStateProps {
  /** The outermost thing the address names that the server does not have. */
  missing: MissingThing;
  workspaceSlug: string;
  /** The project, when it is there and only its issue, cycle or module is missing: the way back goes to it. */
  project?: { id: string; name: string };
  /** Set when the server refused it to this person (403): its reason. The page then says so instead of "not found". */
  refusal?: string;
}

/** What a page or demo says of the thing it cannot show: not found, or (a 403) not allowed with the server's reason. */
export function absenceWords({ missing, refusal }: Absence, workspaceSlug: string): { title: string; text: string } {
  return refusal
    ? { title: t.notAllowed[missing], text: `${refusal} ${t.askForRole}` }
    : { title: t.notFound[missing], text: t.notFoundText[missing](workspaceSlug) };
}

/**
 * A page whose workspace or ids the server does not know, or will not show this person: what, why,
 * and a way back (the project of a missing issue, cycle or module; else the workspace's issues; the
 * overview when the workspace itself is unknown). No title, data or actions of the thing, and no
 * retry: asking again gets the same answer.
 */
export function NotFoundState({ missing, workspaceSlug, project, refusal }: NotFoundStateProps) {
  const { title, text } = absenceWords({ missing, refusal }, workspaceSlug);
  useDocumentTitle(title);
  const back = missing === 'workspace'
    ? { href: sitePath('/'), label: t.goToOverview }
    : project && missing !== 'project'
      ? { href: sitePage(buildProjectUrl(workspaceSlug, project.id)), label: t.backToProject(project.name) }
      : { href: sitePage(buildWorkspaceViewUrl(workspaceSlug, 'all-issues')), label: t.backToWorkspace(workspaceSlug) };
  return (
    <section aria-labelledby="not-found-title" className="rounded-xl border border-line bg-surface p-6 sm:p-10">
      <h1 id="not-found-title" className="text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-muted">{text}</p>
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
