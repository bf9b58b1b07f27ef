import { ownPlacesMessages as t } from '../domain/messages';
import { placeLinks, type FoundPlaces, type PlaceLinkKey } from '../domain/own-places';
import { isApiError } from '../api/result';
import { ownPlaces } from '../models/own-places';
import { signInPagePath } from '../models/session-expiry';

/**
 * The static pages' links into the workspace (the sidebar's group and the overview's list), on a
 * build whose ids the server makes: the layout renders them without an address, and they get the
 * reader's own once the places are found. A record the workspace has not got hides its link; the
 * group's status line says what is going on meanwhile. Plain DOM: the docs pages ship no React.
 */
export function showOwnPlaces(base: string, root: ParentNode = document, here: string = location.pathname): void {
  const model = ownPlaces();
  const prefix = base.replace(/\/$/, '');
  const status = (text: string) => {
    for (const line of root.querySelectorAll<HTMLElement>('[data-place-status]')) {
      line.textContent = text;
      line.hidden = !text;
    }
  };

  const show = (found: FoundPlaces | null) => {
    const links = new Map(found ? placeLinks(found).map((link) => [link.key, link]) : []);
    for (const anchor of root.querySelectorAll<HTMLAnchorElement>('a[data-place]')) {
      const link = links.get(anchor.dataset.place as PlaceLinkKey);
      const item = anchor.closest('li') ?? anchor;
      item.hidden = !link;
      if (!link) continue;
      anchor.href = `${prefix}${link.href}`;
      anchor.removeAttribute('aria-disabled');
      // The overview shows the address itself; the sidebar shows the record's name.
      const code = anchor.querySelector('code');
      if (code) code.textContent = link.href;
      else anchor.textContent = link.label;
    }
    status(found ? '' : t.none);
  };

  // Nobody is signed in on the sign-in page: a read there could only fail.
  if (here.startsWith(signInPagePath(base)) && !model.$data.getState()) {
    show(null);
    status(t.signedOut);
    return;
  }

  model.$data.watch((known) => {
    if (known) show(known.found);
  });
  model.fx.failData.watch((error) => {
    const signedOut = isApiError(error) && error.kind === 'http' && error.status === 401;
    status(signedOut ? t.signedOut : `${t.unreachable} ${model.$error.getState() ?? ''}`.trim());
  });
  if (!model.$data.getState()) {
    status(t.finding);
    model.requested();
  }
}
