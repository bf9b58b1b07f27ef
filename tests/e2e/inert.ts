import { expect, type Locator, type Page } from '@playwright/test';
import { USER_CONTENT_CLASSES } from '../../src/domain/safe-attributes';

/**
 * Hostile input, end to end. The `hostile-data` scenario serves XSS vectors in every field that
 * reaches a screen; forms get them typed in. Traps count any alert/confirm/prompt, any write to
 * window.__xss, and any CSP violation (the sanitiser must stop a payload before CSP has to).
 * After each page: no script-capable attribute, no unsafe href, no script/iframe/object in content.
 */
export async function armTraps(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __xss: number; __csp: string[]; __inertHandlers: number };
    w.__xss = 0;
    w.__csp = [];
    // Chromium reports a script-src-attr violation even when a handler is only parsed in an inert
    // DOMParser document (the sanitiser's), though nothing runs. Count those handlers so each such
    // report can be accounted for; any report beyond them, or of another kind, fails the test.
    w.__inertHandlers = 0;
    const parse = DOMParser.prototype.parseFromString;
    const count = (root: ParentNode) => {
      for (const el of root.querySelectorAll('*')) {
        w.__inertHandlers += el.getAttributeNames().filter((n) => /^on/i.test(n)).length;
        if (el instanceof HTMLTemplateElement) count(el.content);
      }
    };
    DOMParser.prototype.parseFromString = function (this: DOMParser, source: string, type: DOMParserSupportedType) {
      const doc = parse.call(this, source, type);
      count(doc);
      return doc;
    } as typeof DOMParser.prototype.parseFromString;
    // ProseMirror reads pasted HTML into a document made by createHTMLDocument (no browsing
    // context, nothing loads or runs there): count the handlers markup brings into such documents too.
    const innerHTML = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
    Object.defineProperty(Element.prototype, 'innerHTML', {
      ...innerHTML,
      set(this: Element, value: string) {
        innerHTML.set!.call(this, value);
        if (this.ownerDocument !== document && this.ownerDocument.defaultView === null) count(this);
      },
    });
    const trap = () => {
      w.__xss += 1;
      return null;
    };
    window.alert = trap as typeof window.alert;
    window.confirm = (() => (trap(), false)) as typeof window.confirm;
    window.prompt = trap as typeof window.prompt;
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
    // The site's own scripts are in the HTML as served; anything added later came from content.
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __ownScripts: Set<Element> }).__ownScripts = new Set(document.querySelectorAll('script'));
    });
  });
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return dialogs;
}

/**
 * Hovers each of the first `bound` elements a pointer can reach, each scrolled into view first (a
 * block off screen is not laid out until then). One that still shows nothing (a broken image of no
 * size) is skipped at once: waiting out the hover's timeout on each took 15-30 s of a corpus test.
 * The elements are taken once, as they are: a virtual list (the activity feed) drops the rows that
 * scrolling moves away, and a locator by position would wait for a row that is no longer there.
 */
export async function hoverEach(elements: Locator, bound: number) {
  for (const element of (await elements.elementHandles()).slice(0, bound)) {
    const shown = await element.evaluate((node) => {
      if (!node.isConnected) return false;
      (node as Element).scrollIntoView({ block: 'center' });
      return true;
    });
    if (shown && (await element.isVisible())) await element.hover({ timeout: 500 }).catch(() => undefined);
  }
}

export async function assertInert(page: Page, where: string) {
  const report = await page.evaluate((allowedClasses) => {
    const w = window as unknown as { __xss: number; __csp: string[]; __inertHandlers: number };
    // The whole body: dialogs and popovers render in portals outside <main>.
    const main = document.body;
    const handlers: string[] = [];
    for (const el of main.querySelectorAll('*')) {
      for (const name of el.getAttributeNames()) if (/^on/i.test(name)) handlers.push(`${el.tagName}[${name}]`);
    }
    const unsafeLinks = [...document.querySelectorAll('a[href], area[href]')]
      .map((a) => (a as HTMLAnchorElement).protocol)
      .filter((p) => /^(javascript|data|vbscript):$/i.test(p));
    const unsafeSrc = [...main.querySelectorAll('[src]')]
      .map((el) => el.getAttribute('src') ?? '')
      .filter((src) => /^\s*(javascript|vbscript|data:text)/i.test(src));
    const own = (window as unknown as { __ownScripts?: Set<Element> }).__ownScripts ?? new Set();
    const dangerous = [...main.querySelectorAll('script, iframe, object, embed, base, meta, form[action^="javascript" i]')]
      .filter((el) => !own.has(el))
      .map((el) => el.tagName);
    const attrReports = w.__csp.filter((v) => v.startsWith('script-src-attr ')).length;
    const csp = [...w.__csp.filter((v) => !v.startsWith('script-src-attr ')), ...(attrReports > w.__inertHandlers ? [`${attrReports} script-src-attr reports, ${w.__inertHandlers} inert handlers`] : [])];
    // Without script: a window opened with an opener, a layer laid over the page, an image from a
    // host the source does not name (//host, /\host), in the editor, the viewer and the AI answer.
    const tabnabbing = [...document.querySelectorAll('a[target], area[target]')]
      .filter((a) => !(a.getAttribute('rel') ?? '').split(/\s+/).includes('noopener'))
      .map((a) => `${a.tagName} target=${a.getAttribute('target')}`);
    const content = '.ProseMirror, [data-user-content]';
    const classes = [...document.querySelectorAll(`.ProseMirror a[class], .ProseMirror code[class], [data-user-content] [class]`)]
      .flatMap((el) => (el.getAttribute('class') ?? '').split(/\s+/).filter(Boolean))
      .filter((name) => !allowedClasses.includes(name) && !/^language-[\w+#.-]{1,40}$/.test(name));
    const offsiteImages = [...document.querySelectorAll(`:is(${content}) img[src]`)]
      .filter((img) => {
        const url = new URL((img as HTMLImageElement).src);
        return /^https?:$/.test(url.protocol) && url.origin !== location.origin && !/^https?:\/\//i.test(img.getAttribute('src')!.trim());
      })
      .map((img) => img.getAttribute('src'));
    return { xss: w.__xss, csp, handlers, unsafeLinks, unsafeSrc, dangerous, tabnabbing, classes, offsiteImages };
  }, [...USER_CONTENT_CLASSES]);
  expect(report, where).toEqual({ xss: 0, csp: [], handlers: [], unsafeLinks: [], unsafeSrc: [], dangerous: [], tabnabbing: [], classes: [], offsiteImages: [] });
}
