import { describe, expect, it } from 'vitest';
import { MARKUP_VECTORS, URL_VECTORS, XSS_VECTORS } from '../../../fixtures/xss-vectors';
import { isHttpUrl, sanitizeHref } from '../../../src/domain/url';
import { validateLink } from '../../../src/domain/link';
import { sanitizeHtml } from '../../../islands/ui/sanitize';
import { hijacking } from './script-capable';

/** Attributes and elements that can run script, whatever the markup looked like going in. */
function scriptCapable(root: ParentNode): string[] {
  const found: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    for (const attr of el.getAttributeNames()) {
      const value = el.getAttribute(attr) ?? '';
      if (/^on/i.test(attr)) found.push(`${el.tagName} ${attr}`);
      if (/^(href|src|xlink:href|action|formaction|data|srcdoc|background|poster)$/i.test(attr) && sanitizeHref(value) === '' && value !== '') {
        found.push(`${el.tagName} ${attr}=${value.slice(0, 30)}`);
      }
    }
    if (/^(SCRIPT|IFRAME|OBJECT|EMBED|BASE|META|LINK|FORM)$/i.test(el.tagName)) found.push(el.tagName);
  }
  return found;
}

describe('the corpus', () => {
  it('holds at least 150 vectors with unique ids', () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(XSS_VECTORS.map((v) => v.id)).size).toBe(XSS_VECTORS.length);
  });
});

describe('every hostile URL is blanked and never passes the link form', () => {
  it.each(URL_VECTORS.map((v) => [v.id, v.payload]))('%s', (_id, payload) => {
    expect(sanitizeHref(payload)).toBe('');
    expect(isHttpUrl(payload)).toBe(false);
    expect(validateLink({ url: payload, title: '' }).url).toBeDefined();
  });
});

describe('sanitizeHtml leaves nothing script-capable or page-hijacking', () => {
  it.each(MARKUP_VECTORS.map((v) => [v.id, v.payload]))('%s', (_id, payload) => {
    const container = document.createElement('div');
    container.innerHTML = sanitizeHtml(payload);
    expect(scriptCapable(container)).toEqual([]);
    // Nor anything that takes the page over: a target without noopener, a class off the list.
    expect(hijacking(container)).toEqual([]);
  });
});
