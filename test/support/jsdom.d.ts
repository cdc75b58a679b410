/**
 * The little of jsdom's API the tests use outside Vitest's jsdom environment (jsdom ships no
 * types, and @types/jsdom would be a package for one constructor).
 */
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
