/**
 * What "nothing script-capable" means in the XSS tests: no handler attribute, no URL-bearing
 * attribute that the project's URL rule would blank, no style that loads or evaluates anything,
 * and no element that can run or load script. Shared by the corpus and editor-surface tests.
 */
import { isSafeImageSrc, isUnsafeHref, sameOriginPath, sanitizeHref } from '../../../src/domain/url';
import { codeInfoWord, safeClassList } from '../../../src/domain/safe-attributes';
import type { JsonNode } from '../../../src/domain/editor/content';

const URL_ATTRIBUTES = /^(href|src|xlink:href|action|formaction|data|srcdoc|background|poster|redirect_uri|data-redirect-uri)$/i;
const DANGEROUS_ELEMENTS = /^(SCRIPT|IFRAME|OBJECT|EMBED|BASE|META|LINK|FORM|STYLE|FRAME|FRAMESET|SVG|MATH|TEMPLATE|NOSCRIPT)$/i;
const DANGEROUS_STYLE = /url\s*\(|expression\s*\(|javascript:|@import|behavior\s*:/i;

/** A URL attribute value is safe when the project's rules would keep it (images may also be blob:/data:image). */
function isSafeUrlValue(element: string, attr: string, value: string): boolean {
  if (value === '') return true;
  // Independent of the rules under test: a script scheme in any disguise, except an image's data: URL.
  if (isUnsafeHref(value) && !(/^src$/i.test(attr) && /^data:image\//i.test(value.trim()))) return false;
  if (/^src$/i.test(attr) && /^IMG$/i.test(element)) return isSafeImageSrc(value);
  // A mention's address is navigated in the same tab: it must stay on the site.
  if (/^(data-)?redirect[_-]uri$/i.test(attr)) return sameOriginPath(value) !== null;
  return sanitizeHref(value) !== '';
}

const ICON_PARTS = /^(path|rect|circle|line|polyline|polygon|g)$/i;

/** The editor's own decorative icons (e.g. the code block's copy button): aria-hidden, shapes only. */
function isOwnIcon(el: Element): boolean {
  const svg = el.closest('svg');
  if (!svg || svg.getAttribute('aria-hidden') !== 'true' || svg.closest('button, [contenteditable="false"]') === null) return false;
  return [...svg.querySelectorAll('*')].every((part) => ICON_PARTS.test(part.tagName));
}

/** `live`: a live editor view, whose node-view chrome may hold the editor's own icons. */
export function scriptCapable(root: ParentNode, { live = false } = {}): string[] {
  const found: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    if (live && isOwnIcon(el)) continue;
    for (const attr of el.getAttributeNames()) {
      const value = el.getAttribute(attr) ?? '';
      if (/^on/i.test(attr)) found.push(`${el.tagName} ${attr}`);
      if (URL_ATTRIBUTES.test(attr) && !isSafeUrlValue(el.tagName, attr, value)) found.push(`${el.tagName} ${attr}=${value.slice(0, 30)}`);
      if (/^style$/i.test(attr) && DANGEROUS_STYLE.test(value)) found.push(`${el.tagName} style=${value.slice(0, 40)}`);
    }
    if (DANGEROUS_ELEMENTS.test(el.tagName)) found.push(el.tagName);
  }
  return found;
}

/** The same check over a serialised HTML string (parsed into a detached container). */
export function scriptCapableHtml(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...scriptCapable(template.content), ...hijacking(template.content)];
}

/**
 * What takes the page over without script: a link with a target but no `noopener`, and a class
 * outside the allow-list. `live`: a live editor view, whose own chrome carries classes, so only
 * the elements content controls (links and code) are checked.
 */
export function hijacking(root: ParentNode, { live = false } = {}): string[] {
  const found: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    if (/^(A|AREA)$/i.test(el.tagName) && el.hasAttribute('target') && !(el.getAttribute('rel') ?? '').split(/\s+/).includes('noopener')) {
      found.push(`${el.tagName} target=${el.getAttribute('target')} without noopener`);
    }
    const classes = el.getAttribute('class');
    if (classes === null || (live && !/^(A|CODE)$/i.test(el.tagName))) continue;
    const normalised = classes.split(/\s+/).filter(Boolean).join(' ');
    if (normalised && safeClassList(classes) !== normalised) found.push(`${el.tagName} class=${classes.slice(0, 40)}`);
  }
  return found;
}

const URL_JSON_ATTRS = new Set(['href', 'src', 'redirect_uri']);
const STYLE_JSON_ATTRS = new Set(['background', 'textColor', 'width', 'height']);

/** Unsafe URL or style values anywhere in a document's JSON: node attributes and mark attributes. */
export function unsafeJson(node: JsonNode, path = 'doc'): string[] {
  const found: string[] = [];
  const check = (attrs: Record<string, unknown> | undefined, where: string, tag: string) => {
    for (const [key, value] of Object.entries(attrs ?? {})) {
      if (typeof value !== 'string' && value !== null && value !== undefined && !(key === 'colwidth' && Array.isArray(value)) && typeof value !== 'number' && typeof value !== 'boolean') {
        found.push(`${where}.${key} is ${typeof value}`);
      }
      if (typeof value !== 'string') continue;
      if (URL_JSON_ATTRS.has(key) && !isSafeUrlValue(tag === 'image' ? 'IMG' : tag, key, value)) found.push(`${where}.${key}=${value.slice(0, 30)}`);
      if (STYLE_JSON_ATTRS.has(key) && (DANGEROUS_STYLE.test(value) || /[;{}<>"]/.test(value))) found.push(`${where}.${key}=${value.slice(0, 30)}`);
      if (key === 'class' && safeClassList(value) !== value) found.push(`${where}.class=${value.slice(0, 30)}`);
      // Stored as the fence's info word (data, never markup); its class form is codeLanguage of it.
      if (key === 'language' && codeInfoWord(value) !== value) found.push(`${where}.language=${value.slice(0, 30)}`);
    }
  };
  check(node.attrs, path, node.type);
  for (const mark of node.marks ?? []) check(mark.attrs, `${path}>${mark.type}`, mark.type);
  (node.content ?? []).forEach((child, i) => found.push(...unsafeJson(child, `${path}/${child.type}[${i}]`)));
  return found;
}
