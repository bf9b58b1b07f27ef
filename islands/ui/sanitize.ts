import DOMPurify from 'dompurify';
import { sanitizeHref } from '../../src/domain/url';

/**
 * The one place HTML from outside (AI responses, stored descriptions, pasted markup) is cleaned
 * before it is rendered: DOMPurify's defaults (no script, no event handlers, no javascript: URLs)
 * plus the project's stricter href rule, and links that open in a new tab get rel="noopener".
 */
let hooked = false;

function installHooks(purify: typeof DOMPurify) {
  purify.addHook('afterSanitizeAttributes', (node) => {
    for (const attr of ['href', 'xlink:href', 'src', 'action', 'formaction', 'background', 'poster']) {
      const value = node.getAttribute?.(attr);
      if (value != null && sanitizeHref(value) === '' && !(attr === 'src' && /^(blob:|data:image\/(png|jpe?g|gif|webp);)/i.test(value))) {
        node.removeAttribute(attr);
      }
    }
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
}

export function sanitizeHtml(html: string, options: { allowImages?: boolean } = {}): string {
  if (!hooked) {
    installHooks(DOMPurify);
    hooked = true;
  }
  return DOMPurify.sanitize(html, {
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', ...(options.allowImages === false ? ['img'] : [])],
    FORBID_ATTR: ['style'],
  });
}
