import { vi } from 'vitest';

/**
 * An IntersectionObserver the test moves, standing in for the browser's layout (happy-dom lays nothing
 * out): `report(element, isIntersecting)` answers every observer of that element as the browser would.
 * `install` puts it in place of the global one and forgets the observers of an earlier test.
 */
export class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(target: Element): void {
    this.targets.add(target);
  }
  unobserve(target: Element): void {
    this.targets.delete(target);
  }
  disconnect(): void {
    this.targets.clear();
  }
  static install(): void {
    FakeIntersectionObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  }
  static report(target: Element, isIntersecting: boolean): void {
    for (const observer of FakeIntersectionObserver.all.filter((candidate) => candidate.targets.has(target))) {
      observer.callback([{ target, isIntersecting } as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
    }
  }
}
