// jsdom ships no types; the server render uses its window only (entry-server.tsx, for DOMPurify).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
