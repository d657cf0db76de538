import { within } from '@testing-library/dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createScope, type Scope } from '../../../shared/controller/scope';
import { createSlider } from '../../../shared/ui/slider';
import type * as SwiperEngine from '../../../shared/ui/slider-swiper';
import { type Deferred, deferred } from '../async';
import { fakeClock } from '../fake-clock';

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
  return { Swiper: RecordingSwiper, CAROUSEL_MODULES: [], FOLLOWER_MODULES: [] } as unknown as typeof SwiperEngine;
}

function carouselMarkup(): { host: HTMLElement; container: HTMLElement } {
  document.body.innerHTML = `<div data-widget="banner-slider"><div class="swiper"><div class="swiper-wrapper">
    <div class="swiper-slide">Первый</div><div class="swiper-slide">Второй</div><div class="swiper-slide">Третий</div>
  </div></div></div>`;
  return { host: document.querySelector<HTMLElement>('[data-widget]')!, container: document.querySelector<HTMLElement>('.swiper')! };
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

  it('is a labelled carousel with its controls before Swiper, and asks for Swiper when the first rotation is due', () => {
    const { host } = mount();
    const region = within(document.body).getByRole('region', { name: 'Акции' });
    expect(region).toBe(host);
    expect(host.getAttribute('aria-roledescription')).toBe('карусель');
    expect(within(host).getByRole('button', { name: 'Остановить автопрокрутку слайдов' })).toBeTruthy();
    expect(within(host).getAllByRole('button', { name: /^Перейти к слайду \d$/ })).toHaveLength(3);
    clock.advance(4999);
    expect(load).not.toHaveBeenCalled();
    clock.advance(1);
    expect(load).toHaveBeenCalledTimes(1);
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
