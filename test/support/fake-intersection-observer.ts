import { vi } from "vitest";

/**
 * jsdom has no IntersectionObserver (code that needs one then loads at once). This stand-in
 * lets a test say when an observed element comes near the viewport.
 */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports every observed element as intersecting (the viewport plus rootMargin). */
  enter() {
    const entries = [...this.targets].map(
      (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
    );
    if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
  }

  /** Installs the fake for the current test; undo with vi.unstubAllGlobals(). */
  static install() {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  }

  /** The observers still watching something. */
  static watching() {
    return FakeIntersectionObserver.instances.filter((observer) => observer.targets.size > 0);
  }
}
