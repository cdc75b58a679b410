// negotiator 1.x's own API; DefinitelyTyped's types stop at 0.6, before `preferred` existed.
declare module "negotiator" {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    encoding(available: string[], options?: { preferred?: string[] }): string | undefined;
  }
}
