/** commonmark-spec ships no types: its examples as its index.js exports them. */
declare module 'commonmark-spec' {
  export interface Example {
    markdown: string;
    html: string;
    section: string;
    number: number;
  }
  export const tests: Example[];
  export const text: string;
}
