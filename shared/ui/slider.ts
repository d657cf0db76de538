import Swiper from 'swiper';
import { A11y, Autoplay, EffectFade, Navigation, Pagination } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';
import { Cleanups, prefersReducedMotion } from '../runtime/enhancer';
import { type RotationEvent, type RotationState, initialRotation, isRotating, rotate, rotationControlLabel, slideLabel } from './slider-model';

/**
 * One carousel module over Swiper for every slider of the shop (banner, about, typical content,
 * featured goods, catalogue). The CMS renders Swiper's own markup (`.swiper > .swiper-wrapper >
 * .swiper-slide`), so the page has the slider's final size before any script runs; this module adds
 * the behaviour and the controls, following the WAI-ARIA carousel pattern:
 * - the carousel is a region named by `label` with the role description 'карусель';
 * - each slide is a group named 'N из M'; slides out of view are inert (not focusable, not read);
 * - automatic rotation stops while the pointer is over the carousel or focus is inside it, has a
 *   visible pause/start control, and does not start by itself under prefers-reduced-motion.
 */

export type PaginationKind = 'bullets' | 'fraction' | 'progressbar';

export interface SliderOptions {
  /** The carousel's accessible name ('Акции', 'О компании'). */
  label: string;
  /** Where the carousel region and its controls live: usually the widget's tag. */
  host: HTMLElement;
  /** Automatic rotation delay, ms; omitted = no rotation and no pause control. */
  autoplay?: number;
  /** Transition time, ms (Swiper's default 300). */
  speed?: number;
  effect?: 'slide' | 'fade';
  /** Pagination below 768 px and from 768 px (spec breakpoints); omitted = none. */
  pagination?: { narrow: PaginationKind; wide?: PaginationKind };
  /** Previous and next buttons. */
  navigation?: boolean;
  /** Anything else Swiper takes (slidesPerView, breakpoints, loop...). */
  swiper?: SwiperOptions;
  /** A second slider that follows this one at its own speed (the banner's texts). */
  linked?: { container: HTMLElement; speed: number };
}

export interface Slider {
  readonly swiper: Swiper;
  /** The followers' Swiper, when `linked` was given. */
  readonly linked: Swiper | null;
  destroy(): void;
}

const A11Y_MESSAGES = {
  prevSlideMessage: 'Предыдущий слайд',
  nextSlideMessage: 'Следующий слайд',
  firstSlideMessage: 'Это первый слайд',
  lastSlideMessage: 'Это последний слайд',
  paginationBulletMessage: 'Перейти к слайду {{index}}',
  // Slides are labelled here (labelSlides), the same way for the followers as for the leader.
  slideRole: 'group',
  slideLabelMessage: '',
} as const;

const WIDE = '(min-width: 768px)';

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  return node;
}

function labelSlides(swiper: Swiper): void {
  const slides = swiper.slides;
  slides.forEach((slide, index) => {
    slide.setAttribute('role', 'group');
    slide.setAttribute('aria-roledescription', 'слайд');
    const position = Number(slide.getAttribute('data-swiper-slide-index') ?? index);
    slide.setAttribute('aria-label', slideLabel(position, slides.length));
  });
}

/** Slides the shopper cannot see are taken out of the tab order and the accessibility tree. */
function hideOffscreenSlides(swiper: Swiper): void {
  const active = swiper.slides[swiper.activeIndex];
  const visible = new Set<Element>(swiper.visibleSlides?.length ? swiper.visibleSlides : active ? [active] : []);
  for (const slide of swiper.slides) slide.inert = !visible.has(slide);
}

export function createSlider(container: HTMLElement, options: SliderOptions): Slider {
  const cleanups = new Cleanups();
  const reducedMotion = prefersReducedMotion();
  const host = options.host;
  host.setAttribute('role', 'region');
  host.setAttribute('aria-roledescription', 'карусель');
  host.setAttribute('aria-label', options.label);

  const controls = el('div', 'vt-slider-controls');
  let prev: HTMLButtonElement | null = null;
  let next: HTMLButtonElement | null = null;
  let paginationEl: HTMLElement | null = null;
  let rotationButton: HTMLButtonElement | null = null;
  if (options.autoplay) {
    rotationButton = el('button', 'vt-slider-rotation');
    rotationButton.type = 'button';
    controls.append(rotationButton);
  }
  if (options.navigation) {
    prev = el('button', 'vt-slider-prev');
    prev.type = 'button';
    controls.append(prev);
  }
  if (options.pagination) {
    paginationEl = el('div', 'vt-slider-pagination');
    controls.append(paginationEl);
  }
  if (options.navigation) {
    next = el('button', 'vt-slider-next');
    next.type = 'button';
    controls.append(next);
  }
  if (controls.childElementCount) host.append(controls);

  const wide = typeof matchMedia === 'function' ? matchMedia(WIDE) : null;
  const paginationKind = (): PaginationKind | undefined =>
    options.pagination && (wide?.matches && options.pagination.wide ? options.pagination.wide : options.pagination.narrow);

  const speed = reducedMotion ? 0 : (options.speed ?? 300);
  const swiper = new Swiper(container, {
    modules: [A11y, Autoplay, EffectFade, Navigation, Pagination],
    speed,
    effect: options.effect ?? 'slide',
    fadeEffect: { crossFade: true },
    watchSlidesProgress: true,
    a11y: { ...A11Y_MESSAGES, scrollOnFocus: true },
    ...(options.autoplay
      ? { autoplay: { delay: options.autoplay, disableOnInteraction: false, pauseOnMouseEnter: false, stopOnLastSlide: false } }
      : {}),
    ...(paginationEl
      ? {
          pagination: {
            el: paginationEl,
            type: paginationKind(),
            clickable: true,
            bulletElement: 'button',
            renderFraction: (current: string, total: string) => `<span class="${current}"></span> из <span class="${total}"></span>`,
          },
        }
      : {}),
    ...(prev && next ? { navigation: { prevEl: prev, nextEl: next } } : {}),
    ...options.swiper,
    on: {
      init(instance) {
        labelSlides(instance);
        hideOffscreenSlides(instance);
      },
      slidesUpdated(instance) {
        labelSlides(instance);
      },
      slideChange(instance) {
        hideOffscreenSlides(instance);
      },
      transitionEnd(instance) {
        hideOffscreenSlides(instance);
      },
      resize(instance) {
        hideOffscreenSlides(instance);
      },
    },
  });

  let linked: Swiper | null = null;
  if (options.linked) {
    const follower = new Swiper(options.linked.container, {
      modules: [EffectFade],
      speed: reducedMotion ? 0 : options.linked.speed,
      effect: 'fade',
      fadeEffect: { crossFade: true },
      allowTouchMove: false,
      watchSlidesProgress: true,
      initialSlide: swiper.realIndex,
    });
    labelSlides(follower);
    hideOffscreenSlides(follower);
    follower.on('slideChange', () => hideOffscreenSlides(follower));
    swiper.on('slideChange', () => {
      follower.slideTo(swiper.realIndex);
    });
    linked = follower;
  }

  // The live region: polite while the shopper moves the slides, silent while they rotate by themselves.
  const wrappers = [swiper.wrapperEl, linked?.wrapperEl].filter((w): w is HTMLElement => Boolean(w));

  let rotation: RotationState = initialRotation(reducedMotion);
  const applyRotation = () => {
    if (!options.autoplay) return;
    const running = isRotating(rotation);
    if (running && !swiper.autoplay.running) swiper.autoplay.start();
    if (!running && swiper.autoplay.running) swiper.autoplay.stop();
    for (const wrapper of wrappers) wrapper.setAttribute('aria-live', running ? 'off' : 'polite');
    host.dataset.rotation = running ? 'running' : 'stopped';
    if (rotationButton) {
      const label = rotationControlLabel(rotation);
      rotationButton.setAttribute('aria-label', label);
      rotationButton.title = label;
      rotationButton.dataset.state = rotation.stopped ? 'stopped' : 'running';
    }
  };
  const dispatch = (event: RotationEvent) => {
    rotation = rotate(rotation, event);
    applyRotation();
  };

  if (options.autoplay) {
    cleanups.listen(host, 'pointerenter', (event) => {
      if ((event as PointerEvent).pointerType !== 'touch') dispatch('pointer-enter');
    });
    cleanups.listen(host, 'pointerleave', () => dispatch('pointer-leave'));
    cleanups.listen(host, 'focusin', (event) => {
      // Focus on the pause control itself must not pause: its label would contradict what it does.
      dispatch(event.target === rotationButton ? 'focus-out' : 'focus-in');
    });
    cleanups.listen(host, 'focusout', (event) => {
      const to = (event as FocusEvent).relatedTarget;
      if (!(to instanceof Node) || !host.contains(to) || to === rotationButton) dispatch('focus-out');
    });
    if (rotationButton) cleanups.listen(rotationButton, 'click', () => dispatch('toggle'));
  }
  applyRotation();

  if (wide && options.pagination?.wide && options.pagination.wide !== options.pagination.narrow) {
    const onBreakpoint = () => {
      const kind = paginationKind();
      if (!paginationEl || !kind || swiper.destroyed) return;
      const params = swiper.params.pagination;
      if (typeof params !== 'object') return;
      swiper.pagination.destroy();
      paginationEl.className = 'vt-slider-pagination';
      paginationEl.replaceChildren();
      params.type = kind;
      swiper.pagination.init();
      swiper.pagination.render();
      swiper.pagination.update();
    };
    wide.addEventListener('change', onBreakpoint);
    cleanups.add(() => wide.removeEventListener('change', onBreakpoint));
  }

  return {
    swiper,
    linked,
    destroy() {
      cleanups.run();
      linked?.destroy(true, true);
      swiper.destroy(true, true);
      controls.remove();
      for (const slide of [...container.querySelectorAll<HTMLElement>('.swiper-slide')]) slide.inert = false;
      for (const name of ['role', 'aria-roledescription', 'aria-label', 'data-rotation']) host.removeAttribute(name);
    },
  };
}
