// jsdom ships no types; the server render uses its window only (server/ssr.ts hands it to the page renderer for DOMPurify).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
