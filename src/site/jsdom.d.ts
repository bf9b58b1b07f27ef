/** The one piece of jsdom the build uses (a DOM to clean HTML with, src/site/first-content.ts); it ships no types. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
