import DOMPurify from 'dompurify';
import { isSafeImageSrc, sanitizeHref } from '../../src/domain/url';
import { LINK_REL, linkNeedsRel, safeClassList } from '../../src/domain/safe-attributes';

/**
 * The one place HTML from outside (AI responses, stored descriptions, pasted markup) is cleaned
 * before it is rendered: DOMPurify's defaults (no script, no event handlers, no javascript: URLs)
 * plus the project's rules (src/domain): the href rule on every URL attribute and the image rule
 * on `src`; LINK_REL on every link with any target (a named target opens a window that keeps
 * `window.opener` as surely as `_blank`); only allow-listed classes.
 */
let hooked = false;
let purifier: typeof DOMPurify = DOMPurify;

/**
 * The DOM to clean with where there is no browser: a page drawn at build time (src/site/prerender.ts
 * hands it jsdom's). Without a DOM DOMPurify cleans nothing, so `sanitizeHtml` then answers ''.
 */
export function sanitizeWithWindow(window: Parameters<typeof DOMPurify>[0]): void {
  purifier = DOMPurify(window);
  hooked = false;
}

const URL_ATTRIBUTES = ['href', 'xlink:href', 'src', 'action', 'formaction', 'background', 'poster'];

function installHooks(purify: typeof DOMPurify) {
  purify.addHook('afterSanitizeAttributes', (node) => {
    for (const attr of URL_ATTRIBUTES) {
      const value = node.getAttribute?.(attr);
      if (value == null) continue;
      const safe = attr === 'src' ? isSafeImageSrc(value) : sanitizeHref(value) !== '';
      if (!safe) node.removeAttribute(attr);
    }
    if ((node.tagName === 'A' || node.tagName === 'AREA') && linkNeedsRel(node.getAttribute('target'))) {
      node.setAttribute('rel', LINK_REL);
    }
    if (node.hasAttribute?.('class')) {
      const classes = safeClassList(node.getAttribute('class'));
      if (classes) node.setAttribute('class', classes);
      else node.removeAttribute('class');
    }
  });
}

export function sanitizeHtml(html: string, options: { allowImages?: boolean } = {}): string {
  if (!purifier.isSupported) return '';
  if (!hooked) {
    installHooks(purifier);
    hooked = true;
  }
  return purifier.sanitize(html, {
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', ...(options.allowImages === false ? ['img'] : [])],
    FORBID_ATTR: ['style'],
  });
}
