import { within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { createScope, type Scope } from '../../../shared/controller/scope';
import { createSlider } from '../../../shared/ui/slider';
import type * as SwiperEngine from '../../../shared/ui/slider-swiper';
import { type Deferred, deferred } from '../async';
import { fakeClock } from '../fake-clock';
import { FakeIntersectionObserver } from '../fake-intersection';

/**
 * A deferred carousel (Swiper fetched on the first interaction or rotation) lives in its tag's scope:
 * its listeners and its first rotation's timer end with the scope, the markup is put back, and a
 * Swiper chunk that arrives after the end builds nothing.
 */

/** An engine whose Swiper only records what it was asked to run on: none may be built in these tests. */
function recordingEngine(built: HTMLElement[]): typeof SwiperEngine {
  class RecordingSwiper {
    constructor(container: HTMLElement) {
      built.push(container);
    }
  }
  return { Swiper: RecordingSwiper, CAROUSEL_MODULES: [], FOLLOWER_MODULES: [], adoptSwiperStyles: () => undefined } as unknown as typeof SwiperEngine;
}

function carouselMarkup(): { host: HTMLElement; container: HTMLElement } {
  document.body.innerHTML = `<div data-widget="banner-slider"><div class="swiper"><div class="swiper-wrapper">
    <div class="swiper-slide">Первый</div><div class="swiper-slide">Второй</div><div class="swiper-slide">Третий</div>
  </div></div></div>`;
  return { host: document.querySelector<HTMLElement>('[data-widget]')!, container: document.querySelector<HTMLElement>('.swiper')! };
}

/** The accessible name of the bullet marked current. */
function currentBullet(host: HTMLElement): string | null {
  return host.querySelector('[aria-current="true"]')?.getAttribute('aria-label') ?? null;
}

describe('a deferred carousel in its scope', () => {
  let clock: ReturnType<typeof fakeClock>;
  let scope: Scope;
  let chunk: Deferred<typeof SwiperEngine>;
  const built: HTMLElement[] = [];
  const load = vi.fn(() => chunk.promise);

  beforeEach(() => {
    clock = fakeClock();
    scope = createScope(clock.later);
    scope.start();
    chunk = deferred();
    built.length = 0;
    load.mockClear();
  });

  function mount() {
    const { host, container } = carouselMarkup();
    const slider = createSlider(container, { label: 'Акции', host, autoplay: 5000, navigation: true, pagination: { narrow: 'bullets' }, engine: load }, scope);
    return { host, container, slider };
  }

  it('is a labelled carousel with its controls before Swiper, and turns its first slide itself when the rotation is due', () => {
    const { host } = mount();
    const region = within(document.body).getByRole('region', { name: 'Акции' });
    expect(region).toBe(host);
    expect(host.getAttribute('aria-roledescription')).toBe('карусель');
    expect(within(host).getByRole('button', { name: 'Остановить автопрокрутку слайдов' })).toBeTruthy();
    expect(within(host).getAllByRole('button', { name: /^Перейти к слайду \d$/ })).toHaveLength(3);
    clock.advance(5000);
    expect(load).not.toHaveBeenCalled();
    expect(currentBullet(host)).toBe('Перейти к слайду 2');
    scope.dispose();
  });

  it('a bullet pressed twice before Swiper arrives asks for it once', () => {
    const { host } = mount();
    const bullet = within(host).getByRole('button', { name: 'Перейти к слайду 2' });
    bullet.click();
    bullet.click();
    expect(load).toHaveBeenCalledTimes(1);
    scope.dispose();
  });

  it('ends with its scope: the rotation is not due any more, the markup is back, and a late Swiper builds nothing', async () => {
    const { host, container, slider } = mount();
    host.dispatchEvent(new Event('pointerdown'));
    expect(load).toHaveBeenCalledTimes(1);
    scope.dispose();
    expect(clock.pending()).toBe(0);
    expect(host.hasAttribute('role')).toBe(false);
    expect(host.hasAttribute('aria-label')).toBe(false);
    expect(host.hasAttribute('data-rotation')).toBe(false);
    expect(within(host).queryAllByRole('button')).toHaveLength(0);
    expect([...container.querySelectorAll<HTMLElement>('.swiper-slide')].some((slide) => slide.inert)).toBe(false);
    await slider.started;
    chunk.resolve(recordingEngine(built));
    await chunk.promise;
    await Promise.resolve();
    expect(built).toEqual([]);
    clock.advance(10_000);
    host.dispatchEvent(new Event('pointerdown'));
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('a deferred carousel turning before Swiper', () => {
  function bannerMarkup(): { host: HTMLElement; pictures: HTMLElement; texts: HTMLElement } {
    const track = (slides: string) => `<div class="swiper"><div class="swiper-wrapper">${slides}</div></div>`;
    document.body.innerHTML = `<div data-widget="banner-slider">${track('<div class="swiper-slide">1</div><div class="swiper-slide">2</div><div class="swiper-slide">3</div>')}${track(
      '<div class="swiper-slide"><a href="/a">Первая</a></div><div class="swiper-slide"><a href="/b">Вторая</a></div><div class="swiper-slide"><a href="/c">Третья</a></div>',
    )}</div>`;
    const [pictures, texts] = document.querySelectorAll<HTMLElement>('.swiper');
    return { host: document.querySelector<HTMLElement>('[data-widget]')!, pictures: pictures!, texts: texts! };
  }
  const slidesIn = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('.swiper-slide')];
  /** Which slide of a stacked track shows: the one at full opacity, the others inert. */
  const shownIn = (container: HTMLElement) => ({
    opacity: slidesIn(container).map((slide) => slide.style.opacity),
    inert: slidesIn(container).map((slide) => slide.inert),
  });

  it('fades from slide to slide with its texts, each at its own speed, without Swiper, and Swiper starts at the slide shown', async () => {
    const clock = fakeClock();
    const scope = createScope(clock.later);
    scope.start();
    const { host, pictures, texts } = bannerMarkup();
    const chunk = deferred<typeof SwiperEngine>();
    const load = vi.fn(() => chunk.promise);
    const slider = createSlider(
      pictures,
      { label: 'Акции', host, autoplay: 5000, speed: 2000, effect: 'fade', pagination: { narrow: 'bullets' }, linked: { container: texts, speed: 1500 }, engine: load },
      scope,
    );
    expect(slidesIn(pictures).map((slide) => slide.style.opacity)).toEqual(['', '', '']);
    const fades = vi.spyOn(HTMLElement.prototype, 'animate');
    clock.advance(5000);
    expect(shownIn(pictures)).toEqual({ opacity: ['0', '1', '0'], inert: [true, false, true] });
    expect(shownIn(texts)).toEqual({ opacity: ['0', '1', '0'], inert: [true, false, true] });
    // Stacked in the carousel's box as Swiper's fade stacks them, each track at its own speed.
    expect(slidesIn(pictures).map((slide) => slide.style.transform)).toEqual(['translateX(0%)', 'translateX(-100%)', 'translateX(-200%)']);
    // The first slide fades out as the second fades in, each track's fade over its own speed, then held.
    const fadeOf = (slide: HTMLElement) => fades.mock.contexts.flatMap((context, call) => (context === slide ? [fades.mock.calls[call]] : []));
    const held = (start: number, end: number, speed: number) => [[[{ opacity: start, easing: 'ease' }, { opacity: end, offset: speed / 2250 }, { opacity: end }], 2250]];
    expect(fadeOf(slidesIn(pictures)[0]!)).toEqual(held(1, 0, 2000));
    expect(fadeOf(slidesIn(pictures)[1]!)).toEqual(held(0, 1, 2000));
    expect(fadeOf(slidesIn(texts)[0]!)).toEqual(held(1, 0, 1500));
    expect(fadeOf(slidesIn(texts)[1]!)).toEqual(held(0, 1, 1500));
    // The carousel ends all four at once, just after the longer fade has shown its last frame.
    const ends = fades.mock.results.map(({ value }) => vi.spyOn(value as Animation, 'finish'));
    expect(ends).toHaveLength(4);
    fades.mockRestore();
    clock.advance(2019);
    expect(ends.filter((end) => end.mock.calls.length > 0)).toEqual([]);
    clock.advance(1);
    expect(ends.map((end) => end.mock.calls.length)).toEqual([1, 1, 1, 1]);
    expect(shownIn(pictures)).toEqual({ opacity: ['0', '1', '0'], inert: [true, false, true] });
    expect(currentBullet(host)).toBe('Перейти к слайду 2');
    // The next turn is due a delay after the fade ends; after the last slide comes the first.
    clock.advance(2000 + 4999 - 2020);
    expect(currentBullet(host)).toBe('Перейти к слайду 2');
    clock.advance(1);
    expect(shownIn(texts).opacity).toEqual(['0', '0', '1']);
    clock.advance(7000);
    expect(shownIn(pictures).opacity).toEqual(['1', '0', '0']);
    clock.advance(7000);
    expect(load).not.toHaveBeenCalled();

    host.dispatchEvent(new Event('pointerdown'));
    expect(load).toHaveBeenCalledTimes(1);
    // happy-dom lays nothing out; Swiper sizes its slides from the container's width.
    for (const container of [pictures, texts]) Object.defineProperty(container, 'clientWidth', { value: 300 });
    chunk.resolve(await import('../../../shared/ui/slider-swiper'));
    await slider.started;
    expect(slider.swiper?.activeIndex).toBe(1);
    expect(slider.linked?.activeIndex).toBe(1);
    // Swiper's fade moves the slides now: the carousel's own styles are gone.
    expect(slidesIn(pictures).map((slide) => slide.style.transform)).not.toContain('translateX(-100%)');
    scope.dispose();
    expect(clock.pending()).toBe(0);
  });

  it('restyles only the two slides a turn fades once every slide is stacked, however many there are', async () => {
    const clock = fakeClock();
    const scope = createScope(clock.later);
    scope.start();
    const { host, pictures, texts } = bannerMarkup();
    createSlider(
      pictures,
      { label: 'Акции', host, autoplay: 5000, speed: 2000, effect: 'fade', linked: { container: texts, speed: 1500 }, engine: () => new Promise(() => {}) },
      scope,
    );
    clock.advance(5000);
    const nameOf = (slide: HTMLElement) => `${pictures.contains(slide) ? 'picture' : 'text'} ${slidesIn(pictures.contains(slide) ? pictures : texts).indexOf(slide) + 1}`;
    const written = new Set<string>();
    const observer = new MutationObserver((records) => records.forEach((record) => written.add(nameOf(record.target as HTMLElement))));
    for (const slide of [...slidesIn(pictures), ...slidesIn(texts)]) observer.observe(slide, { attributes: true, attributeFilter: ['style', 'inert'] });
    const turnWrites = async (): Promise<string[]> => {
      written.clear();
      clock.advance(2000 + 5000);
      await Promise.resolve();
      return [...written].sort();
    };
    expect(await turnWrites()).toEqual(['picture 2', 'picture 3', 'text 2', 'text 3']);
    expect(shownIn(pictures)).toEqual({ opacity: ['0', '0', '1'], inert: [true, true, false] });
    expect(await turnWrites()).toEqual(['picture 1', 'picture 3', 'text 1', 'text 3']);
    expect(shownIn(texts)).toEqual({ opacity: ['1', '0', '0'], inert: [false, true, true] });
    observer.disconnect();
    scope.dispose();
  });

  it('scrolls a sliding carousel to the next slide, its track gliding there, and only the shopper\'s own wheel or touch fetches Swiper', async () => {
    const clock = fakeClock();
    const scope = createScope(clock.later);
    scope.start();
    const { host, container } = carouselMarkup();
    slidesIn(container).forEach((slide, index) => Object.defineProperty(slide, 'offsetLeft', { value: 16 + index * 280 }));
    Object.defineProperty(container, 'scrollWidth', { value: 840 });
    Object.defineProperty(container, 'clientWidth', { value: 300 });
    const scrolled = vi.fn((options: ScrollToOptions) => {
      container.scrollLeft = options.left ?? 0;
      container.dispatchEvent(new Event('scroll'));
    });
    container.scrollTo = scrolled as typeof container.scrollTo;
    // The glides: what the track was shown from, for how long, and whether each was cut short.
    const glides: Array<{ keyframes: Keyframe[]; duration: unknown; finish: Mock<() => void>; finished: Promise<void> }> = [];
    const track = container.querySelector<HTMLElement>('.swiper-wrapper')!;
    track.animate = ((keyframes: Keyframe[], duration: number) => {
      let end = (): void => undefined;
      const finished = new Promise<void>((resolve) => (end = resolve));
      const glide = { keyframes, duration, finish: vi.fn(() => end()), finished };
      glides.push(glide);
      return glide as unknown as Animation;
    }) as typeof track.animate;
    const snapping = () => container.style.getPropertyValue('scroll-snap-type');
    const load = vi.fn(() => new Promise<typeof SwiperEngine>(() => undefined));
    createSlider(container, { label: 'Разделы', host, autoplay: 5000, pagination: { narrow: 'bullets' }, engine: load }, scope);
    clock.advance(5000);
    // At the slide at once, shown from where it was: the compositor moves the track the rest of the way
    // over the carousel's speed, then holds it there.
    const glideFrom = (shift: number) => [{ transform: `translateX(${shift}px)`, easing: 'ease' }, { transform: 'none', offset: 300 / 550 }, { transform: 'none' }];
    expect(scrolled).toHaveBeenLastCalledWith({ left: 280, behavior: 'instant' });
    expect(glides.map(({ keyframes, duration }) => ({ keyframes, duration }))).toEqual([{ keyframes: glideFrom(280), duration: 550 }]);
    expect(currentBullet(host)).toBe('Перейти к слайду 2');
    expect(load).not.toHaveBeenCalled();
    // The row does not snap along with the gliding slides; the carousel lands the glide itself just
    // after its last frame, and the row snaps again.
    expect(snapping()).toBe('none');
    clock.advance(319);
    expect(glides[0]!.finish).not.toHaveBeenCalled();
    expect(snapping()).toBe('none');
    clock.advance(1);
    expect(glides[0]!.finish).toHaveBeenCalledTimes(1);
    expect(snapping()).toBe('');
    // The last slide of a row wider than the box: as far as it scrolls.
    clock.advance(300 + 5000 - 320);
    expect(scrolled).toHaveBeenLastCalledWith({ left: 540, behavior: 'instant' });
    expect(glides[1]!.keyframes).toEqual(glideFrom(260));
    expect(load).not.toHaveBeenCalled();
    // Back to the first slide: the last glide has landed, and the track glides from the end, shifted
    // to the left, the row at 0.
    clock.advance(300 + 5000);
    expect(glides[1]!.finish).toHaveBeenCalledTimes(1);
    expect(scrolled).toHaveBeenLastCalledWith({ left: 0, behavior: 'instant' });
    expect(glides[2]!.keyframes).toEqual(glideFrom(-540));
    expect(currentBullet(host)).toBe('Перейти к слайду 1');
    // The shopper's wheel over the row.
    container.dispatchEvent(new WheelEvent('wheel', { deltaX: -40, bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
    // The carousel's end (as Swiper's start) lands the glide: no animation outlives the turns.
    expect(glides[2]!.finish).not.toHaveBeenCalled();
    expect(snapping()).toBe('none');
    scope.dispose();
    expect(glides[2]!.finish).toHaveBeenCalled();
    expect(snapping()).toBe('');
  });
});

describe('a deferred carousel\'s slides out of its box', () => {
  /** An IntersectionObserver the test moves: `report` says which observed slides the carousel's box shows. */
  class FakeObserver {
    static last: FakeObserver | null = null;
    readonly targets = new Set<Element>();
    constructor(
      private readonly callback: IntersectionObserverCallback,
      readonly options: IntersectionObserverInit,
    ) {
      FakeObserver.last = this;
    }
    observe(target: Element): void {
      this.targets.add(target);
    }
    disconnect(): void {
      this.targets.clear();
    }
    report(shown: (index: number) => boolean): void {
      const entries = [...this.targets].map((target, index) => ({ target, isIntersecting: shown(index), boundingClientRect: { width: 300 } }) as unknown as IntersectionObserverEntry);
      this.callback(entries, this as unknown as IntersectionObserver);
    }
  }

  afterEach(() => vi.unstubAllGlobals());

  it('are inert once the browser reports them outside, watched in the carousel\'s own box, until the carousel ends', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const scope = createScope(fakeClock().later);
    scope.start();
    const { host, container } = carouselMarkup();
    createSlider(container, { label: 'Акции', host, engine: () => new Promise<typeof SwiperEngine>(() => undefined) }, scope);
    const observer = FakeObserver.last!;
    expect(observer.options.root).toBe(container);
    const slides = [...container.querySelectorAll<HTMLElement>('.swiper-slide')];
    expect([...observer.targets]).toEqual(slides);
    observer.report((index) => index === 0);
    expect(slides.map((slide) => slide.inert)).toEqual([false, true, true]);
    scope.dispose();
    expect(observer.targets.size).toBe(0);
    expect(slides.some((slide) => slide.inert)).toBe(false);
  });

  it('of a fading carousel are inert from the mount, all but the first, with no observer to wait for', () => {
    FakeObserver.last = null;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const scope = createScope(fakeClock().later);
    scope.start();
    const { host, container } = carouselMarkup();
    createSlider(container, { label: 'Акции', host, effect: 'fade', engine: () => new Promise<typeof SwiperEngine>(() => undefined) }, scope);
    const slides = [...container.querySelectorAll<HTMLElement>('.swiper-slide')];
    expect(slides.map((slide) => slide.inert)).toEqual([false, true, true]);
    expect(FakeObserver.last).toBeNull();
    scope.dispose();
    expect(slides.some((slide) => slide.inert)).toBe(false);
  });
});

describe('a rotating carousel off the screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits while the page is scrolled away from it, and turns a full delay after it is back', () => {
    FakeIntersectionObserver.install();
    const clock = fakeClock();
    const scope = createScope(clock.later);
    scope.start();
    const { host, container } = carouselMarkup();
    createSlider(container, { label: 'Акции', host, autoplay: 5000, pagination: { narrow: 'bullets' }, engine: () => new Promise<typeof SwiperEngine>(() => undefined) }, scope);
    FakeIntersectionObserver.report(host, true);
    clock.advance(3000);
    FakeIntersectionObserver.report(host, true); // in sight still: the turn due in 2 s stays due
    clock.advance(2000);
    expect(currentBullet(host)).toBe('Перейти к слайду 2');

    clock.advance(1000);
    FakeIntersectionObserver.report(host, false);
    expect(host.dataset.rotation).toBe('stopped');
    clock.advance(20_000);
    expect(currentBullet(host)).toBe('Перейти к слайду 2');
    expect(within(host).getByRole('button', { name: 'Остановить автопрокрутку слайдов' })).toBeTruthy();

    FakeIntersectionObserver.report(host, true);
    expect(host.dataset.rotation).toBe('running');
    clock.advance(4999);
    expect(currentBullet(host)).toBe('Перейти к слайду 2');
    clock.advance(1);
    expect(currentBullet(host)).toBe('Перейти к слайду 3');
    scope.dispose();
    expect(FakeIntersectionObserver.all.every((observer) => observer.targets.size === 0)).toBe(true);
  });

  it('waits while its tab is hidden, on the screen or not, and from the start in a tab opened in the background', () => {
    FakeIntersectionObserver.install();
    let visibility: DocumentVisibilityState = 'visible';
    const shown = vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const switchTab = (to: DocumentVisibilityState): void => {
      visibility = to;
      document.dispatchEvent(new Event('visibilitychange'));
    };
    const clock = fakeClock();
    const scope = createScope(clock.later);
    scope.start();
    const { host, container } = carouselMarkup();
    createSlider(container, { label: 'Акции', host, autoplay: 5000, pagination: { narrow: 'bullets' }, engine: () => new Promise<typeof SwiperEngine>(() => undefined) }, scope);
    clock.advance(4000);
    switchTab('hidden');
    clock.advance(60_000);
    expect(currentBullet(host)).toBe('Перейти к слайду 1');
    FakeIntersectionObserver.report(host, false);
    switchTab('visible');
    clock.advance(60_000);
    expect(currentBullet(host)).toBe('Перейти к слайду 1');
    FakeIntersectionObserver.report(host, true);
    clock.advance(5000);
    expect(currentBullet(host)).toBe('Перейти к слайду 2');
    scope.dispose();

    // Opened in a background tab: it waits to be seen, then turns a full delay later.
    visibility = 'hidden';
    const backgroundScope = createScope(clock.later);
    backgroundScope.start();
    const background = carouselMarkup();
    createSlider(background.container, { label: 'Акции', host: background.host, autoplay: 5000, pagination: { narrow: 'bullets' }, engine: () => new Promise<typeof SwiperEngine>(() => undefined) }, backgroundScope);
    clock.advance(60_000);
    expect(currentBullet(background.host)).toBe('Перейти к слайду 1');
    switchTab('visible');
    clock.advance(4999);
    expect(currentBullet(background.host)).toBe('Перейти к слайду 1');
    clock.advance(1);
    expect(currentBullet(background.host)).toBe('Перейти к слайду 2');
    backgroundScope.dispose();
    shown.mockRestore();
  });
});

describe('a carousel that rotates', () => {
  it('turns a slide every delay on its scope’s clock, back to the first after the last, and stops while the pointer is over it', async () => {
    const engine = await import('../../../shared/ui/slider-swiper');
    const clock = fakeClock();
    const scope = createScope(clock.later);
    scope.start();
    const { host, container } = carouselMarkup();
    // happy-dom lays nothing out; Swiper sizes its slides from the container's width.
    Object.defineProperty(container, 'clientWidth', { value: 300 });
    Object.defineProperty(container, 'clientHeight', { value: 200 });
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    const slider = createSlider(container, { label: 'Акции', host, autoplay: 5000, speed: 0, engine }, scope);
    const shown = (): number | undefined => slider.swiper?.activeIndex;
    expect(shown()).toBe(0);
    clock.advance(4999);
    expect(shown()).toBe(0);
    clock.advance(1);
    expect(shown()).toBe(1);
    clock.advance(5000);
    expect(shown()).toBe(2);
    clock.advance(5000);
    expect(shown()).toBe(0);
    // Swiper's own autoplay asked for a frame on every frame while it ran, to count the time left.
    expect(frames).not.toHaveBeenCalled();

    host.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    expect(host.dataset.rotation).toBe('stopped');
    clock.advance(20_000);
    expect(shown()).toBe(0);
    host.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
    clock.advance(5000);
    expect(shown()).toBe(1);
    scope.dispose();
    expect(clock.pending()).toBe(0);
    frames.mockRestore();
  });
});
