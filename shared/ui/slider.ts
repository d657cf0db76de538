import type Swiper from 'swiper';
import type { SwiperOptions } from 'swiper/types';
import type { Scope } from '../controller/scope';
import { carriedStyles } from '../runtime/stylesheet';
import { prefersReducedMotion } from '../dom/motion';
import { el } from './dom';
import { type RotationEvent, type RotationState, initialRotation, isRotating, nextSlide, rotate, rotationControlLabel, slideAtScroll, slideLabel } from './slider-model';
import type * as SwiperEngine from './slider-swiper';
import { type PendingTurns, pendingTurns, slidesOf } from './slider-turns';

/**
 * One carousel module over Swiper for every slider of the shop (banner, about, typical content,
 * featured goods, catalogue). The CMS renders Swiper's own markup (`.swiper > .swiper-wrapper >
 * .swiper-slide`), so the page has the slider's final size before any script runs; this module adds
 * the behaviour and the controls, following the WAI-ARIA carousel pattern:
 * - the carousel is a region named by `label` with the role description 'карусель';
 * - each slide is a group named 'N из M'; slides out of view are inert (not focusable, not read);
 * - automatic rotation stops while the pointer is over the carousel or focus is inside it, has a
 *   visible pause/start control, and does not start by itself under prefers-reduced-motion; it also
 *   waits while the carousel is off the screen or its tab hidden, and turns a full delay after it is back.
 *
 * The controls' styles are text in this module and Swiper's in its own (build/styles-plugin.ts,
 * CARRIED_STYLES): a carousel has no stylesheet to wait for, and Swiper's styles come with Swiper.
 *
 * Swiper (25 KB brotli) comes through `engine`: the module itself (`import * as engine from
 * './slider-swiper'`) starts Swiper at once; a loader (`() => import('./slider-swiper')`) defers it.
 * A deferred carousel is a region with its labels, inert slides and controls from the start, and
 * fetches Swiper on the shopper's first interaction (pointer over or down, focus, a control pressed:
 * the press is carried out once Swiper runs; a phone swipe scrolls natively and Swiper starts at the
 * slide it reached). Until then its automatic rotation turns the slides itself (./slider-turns.ts),
 * and Swiper starts at the slide shown. The CMS's first slide is the page's largest picture on load:
 * Swiper would rebuild it (loop mode moves slides) while the page loads.
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
  /** Swiper now (the module) or later (a loader of it); see above. */
  engine: typeof SwiperEngine | (() => Promise<typeof SwiperEngine>);
}

export interface Slider {
  /** Null until Swiper runs (a deferred carousel before its first interaction or rotation). */
  readonly swiper: Swiper | null;
  /** The followers' Swiper, when `linked` was given and Swiper runs. */
  readonly linked: Swiper | null;
  /** Settles once Swiper runs (or the carousel's scope ended first). */
  readonly started: Promise<void>;
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

/** The controls' styles (shared/ui/slider.css); unset where no build wrote them in (the unit tests). */
declare const __VITRINA_CAROUSEL_CSS__: string | undefined;
const adoptControlStyles = carriedStyles(typeof __VITRINA_CAROUSEL_CSS__ === 'string' ? __VITRINA_CAROUSEL_CSS__ : undefined);

function labelSlideList(slides: readonly HTMLElement[]): void {
  slides.forEach((slide, index) => {
    slide.setAttribute('role', 'group');
    slide.setAttribute('aria-roledescription', 'слайд');
    const position = Number(slide.getAttribute('data-swiper-slide-index') ?? index);
    slide.setAttribute('aria-label', slideLabel(position, slides.length));
  });
}

function labelSlides(swiper: Swiper): void {
  labelSlideList(swiper.slides);
}

/**
 * Before Swiper: the slides inside the carousel's box are reachable, the rest are inert. An observer
 * reports them with the next frame's layout: measuring them at mount forced the page's layout in the
 * middle of the mount, most of a carousel's own mount time on a phone. Until Swiper runs (it then
 * keeps the slides itself).
 */
function hideSlidesOutside(container: HTMLElement, scope: Scope, swiperRuns: () => boolean): void {
  if (typeof IntersectionObserver !== 'function') return;
  const observer = new IntersectionObserver(
    (entries) => {
      if (swiperRuns()) return observer.disconnect();
      for (const entry of entries) {
        (entry.target as HTMLElement).inert = !entry.isIntersecting || entry.boundingClientRect.width === 0;
      }
    },
    // A slide that shows less than a pixel of itself is outside.
    { root: container, rootMargin: '-1px' },
  );
  for (const slide of slidesOf(container)) observer.observe(slide);
  scope.own(() => observer.disconnect());
}

/**
 * Before Swiper, a fading carousel shows its first slide alone (one slide fills its box, as Swiper's
 * fade has it): the rest are inert from the mount, in the mount's frame, where an observer's answer
 * cost the phone a frame of its own. Its turns keep them from then on.
 */
function hideAllButFirst(container: HTMLElement): void {
  slidesOf(container).forEach((slide, index) => {
    slide.inert = index > 0;
  });
}

/** Slides the shopper cannot see are taken out of the tab order and the accessibility tree. */
function hideOffscreenSlides(swiper: Swiper): void {
  const active = swiper.slides[swiper.activeIndex];
  const visible = new Set<Element>(swiper.visibleSlides?.length ? swiper.visibleSlides : active ? [active] : []);
  for (const slide of swiper.slides) slide.inert = !visible.has(slide);
}

/**
 * How many bullets Swiper will draw: one per slide with one slide in view or in loop mode, one per
 * reachable position with a whole number in view; null when breakpoints or a fractional count decide.
 */
function pageCount(slides: number, swiper: SwiperOptions | undefined): number | null {
  if (swiper?.breakpoints) return null;
  const perView = swiper?.slidesPerView ?? 1;
  if (swiper?.loop) return slides;
  if (typeof perView !== 'number' || !Number.isInteger(perView)) return null;
  return Math.max(1, slides - perView + 1);
}

/** Marks the page shown in a pagination drawn before Swiper. */
type MarkPage = (index: number) => void;

/**
 * A deferred carousel's pagination before Swiper runs: the bullets or the 'N из M' Swiper will draw in
 * the same element (it replaces them), so the controls are whole from the start. A bullet pressed
 * early starts Swiper at its slide. Returns what marks the page a turn before Swiper shows.
 */
function drawPendingPagination(paginationEl: HTMLElement, kind: PaginationKind, pages: number, pick: (index: number) => void): MarkPage {
  if (kind === 'fraction') {
    paginationEl.classList.add('swiper-pagination-fraction', 'swiper-pagination-horizontal');
    const current = el('span', { class: 'swiper-pagination-current' });
    current.textContent = '1';
    const total = el('span', { class: 'swiper-pagination-total' });
    total.textContent = String(pages);
    paginationEl.replaceChildren(current, ' из ', total);
    return (index) => {
      current.textContent = String(index + 1);
    };
  }
  if (kind !== 'bullets') return () => undefined;
  paginationEl.classList.add('swiper-pagination-bullets', 'swiper-pagination-horizontal', 'swiper-pagination-clickable');
  const bullets = Array.from({ length: pages }, (_, index) => {
    const bullet = el('button', { class: 'swiper-pagination-bullet' });
    bullet.type = 'button';
    bullet.setAttribute('aria-label', A11Y_MESSAGES.paginationBulletMessage.replace('{{index}}', String(index + 1)));
    bullet.addEventListener('click', () => pick(index));
    return bullet;
  });
  const mark: MarkPage = (shown) => {
    bullets.forEach((bullet, index) => {
      bullet.classList.toggle('swiper-pagination-bullet-active', index === shown);
      if (index === shown) bullet.setAttribute('aria-current', 'true');
      else bullet.removeAttribute('aria-current');
    });
  };
  mark(0);
  paginationEl.replaceChildren(...bullets);
  return mark;
}

/** The carousel's own controls, each present only when its option asks for it. */
interface Controls {
  box: HTMLElement;
  rotation: HTMLButtonElement | null;
  prev: HTMLButtonElement | null;
  pagination: HTMLElement | null;
  next: HTMLButtonElement | null;
}

/** What every part of one carousel reads. */
interface Carousel {
  /** The carousel's life: its listeners and timers, and the end of Swiper and of the controls. */
  scope: Scope;
  container: HTMLElement;
  options: SliderOptions;
  controls: Controls;
  reducedMotion: boolean;
  /** The pagination for the viewport's width now. */
  paginationKind(): PaginationKind | undefined;
}

/** Swiper once it runs. */
interface Live {
  swiper: Swiper | null;
  linked: Swiper | null;
}

interface Rotation {
  /** Shows the rotation's state (controls, live region) and arms or cancels the next turn to match. */
  apply(): void;
  /** Swiper runs now: the turns are counted from the end of each transition and wait while a finger holds the slides. */
  follow(swiper: Swiper): void;
}

/** Carried out once Swiper runs: a press on an arrow or a bullet. */
type PendingAction = 'next' | 'prev' | { slide: number } | null;

function controlButton(className: string): HTMLButtonElement {
  const button = el('button', { class: className });
  button.type = 'button';
  return button;
}

/** Pause/start, previous, pagination and next, in that order, below the carousel. */
function createControls(host: HTMLElement, options: SliderOptions): Controls {
  const box = el('div', { class: 'vt-slider-controls' });
  const rotation = options.autoplay ? controlButton('vt-slider-rotation') : null;
  const prev = options.navigation ? controlButton('vt-slider-prev') : null;
  const pagination = options.pagination ? el('div', { class: 'vt-slider-pagination' }) : null;
  const next = options.navigation ? controlButton('vt-slider-next') : null;
  for (const part of [rotation, prev, pagination, next]) if (part) box.append(part);
  if (box.childElementCount) host.append(box);
  return { box, rotation, prev, pagination, next };
}

/** The leader: Swiper over the container, labelling its slides and keeping those out of view inert. */
function constructLeader(engine: typeof SwiperEngine, carousel: Carousel, initialSlide: number): Swiper {
  const { container, options, controls } = carousel;
  const { prev, next, pagination } = controls;
  return new engine.Swiper(container, {
    modules: engine.CAROUSEL_MODULES,
    speed: carousel.reducedMotion ? 0 : (options.speed ?? 300),
    initialSlide,
    effect: options.effect ?? 'slide',
    fadeEffect: { crossFade: true },
    watchSlidesProgress: true,
    a11y: { ...A11Y_MESSAGES, scrollOnFocus: true },
    ...(pagination
      ? {
          pagination: {
            el: pagination,
            type: carousel.paginationKind(),
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
}

/** The follower (the banner's texts): fades to the leader's slide at its own speed. */
function constructFollower(engine: typeof SwiperEngine, linked: NonNullable<SliderOptions['linked']>, leader: Swiper, reducedMotion: boolean): Swiper {
  const follower = new engine.Swiper(linked.container, {
    modules: engine.FOLLOWER_MODULES,
    speed: reducedMotion ? 0 : linked.speed,
    effect: 'fade',
    fadeEffect: { crossFade: true },
    allowTouchMove: false,
    watchSlidesProgress: true,
    initialSlide: leader.realIndex,
  });
  labelSlides(follower);
  hideOffscreenSlides(follower);
  follower.on('slideChange', () => hideOffscreenSlides(follower));
  leader.on('slideChange', () => {
    follower.slideTo(leader.realIndex);
  });
  return follower;
}

/** Turns to the next slide and says how long the turn lasts, ms; null when nothing can turn the slides. */
type Turn = () => number | null;

/**
 * Tells `report` whether the shopper can see any of `host`: some of it on the screen, in a tab that is
 * shown. Called as either changes (the browser's first answer about the screen comes with the frame
 * after this); where there is no IntersectionObserver the box is taken to be on the screen.
 */
function watchScreen(host: HTMLElement, scope: Scope, report: (inSight: boolean) => void): void {
  let onScreen = true;
  const tell = (): void => report(onScreen && document.visibilityState !== 'hidden');
  scope.listen(document, 'visibilitychange', tell);
  // A page opened in a background tab (a product opened from the list in a new tab) waits to be seen.
  if (document.visibilityState === 'hidden') tell();
  if (typeof IntersectionObserver !== 'function') return;
  const observer = new IntersectionObserver((entries) => {
    const last = entries[entries.length - 1];
    if (!last) return;
    onScreen = last.isIntersecting;
    tell();
  });
  observer.observe(host);
  scope.own(() => observer.disconnect());
}

/**
 * Automatic rotation: it stops while the pointer is over the carousel or focus is inside it, waits
 * while nobody can see the carousel (watchScreen), and the pause/start control toggles it.
 */
function createRotation(carousel: Carousel, turn: Turn): Rotation {
  const { scope, container, options, controls, reducedMotion } = carousel;
  const host = options.host;
  const button = controls.rotation;
  // The live region: polite while the shopper moves the slides, silent while they rotate by themselves.
  const wrappers = [container, options.linked?.container]
    .map((box) => box?.querySelector<HTMLElement>(':scope > .swiper-wrapper'))
    .filter((w): w is HTMLElement => Boolean(w));

  let rotation: RotationState = initialRotation(reducedMotion);
  // Swiper's own autoplay asks for an animation frame for as long as it runs (to report the time
  // left), so a phone renders a frame every 16 ms for the page's whole life; a timer of the scope turns
  // the slides instead.
  let cancelTurn: (() => void) | undefined;
  const dropTurn = (): void => {
    cancelTurn?.();
    cancelTurn = undefined;
  };
  // The next turn is due a delay after the last one ended; Swiper's transitionEnd arms it again then.
  const armTurn = (lasting = 0): void => {
    dropTurn();
    const delay = options.autoplay;
    if (!delay || !isRotating(rotation)) return;
    cancelTurn = scope.later(() => {
      cancelTurn = undefined;
      const lasted = turn();
      if (lasted !== null) armTurn(lasted);
    }, lasting + delay);
  };
  const apply = () => {
    if (!options.autoplay) return;
    const running = isRotating(rotation);
    armTurn();
    for (const wrapper of wrappers) wrapper.setAttribute('aria-live', running ? 'off' : 'polite');
    host.dataset.rotation = running ? 'running' : 'stopped';
    if (button) {
      const label = rotationControlLabel(rotation);
      button.setAttribute('aria-label', label);
      button.title = label;
      button.dataset.state = rotation.stopped ? 'stopped' : 'running';
    }
  };
  const dispatch = (event: RotationEvent) => {
    rotation = rotate(rotation, event);
    apply();
  };

  if (options.autoplay) {
    scope.listen(host, 'pointerenter', (event) => {
      if (event.pointerType !== 'touch') dispatch('pointer-enter');
    });
    scope.listen(host, 'pointerleave', () => dispatch('pointer-leave'));
    scope.listen(host, 'focusin', (event) => {
      // Focus on the pause control itself must not pause: its label would contradict what it does.
      dispatch(event.target === button ? 'focus-out' : 'focus-in');
    });
    scope.listen(host, 'focusout', (event) => {
      const to = event.relatedTarget;
      if (!(to instanceof Node) || !host.contains(to) || to === button) dispatch('focus-out');
    });
    if (button) scope.listen(button, 'click', () => dispatch('toggle'));
    watchScreen(host, scope, (inSight) => {
      if (inSight === rotation.outOfSight) dispatch(inSight ? 'in-sight' : 'out-of-sight');
    });
  }
  apply();
  const follow = (swiper: Swiper): void => {
    if (!options.autoplay) return;
    swiper.on('transitionEnd', () => armTurn());
    swiper.on('touchEnd', () => armTurn());
    swiper.on('touchStart', dropTurn);
  };
  return { apply, follow };
}

/** Swiper's pagination is redrawn in the other kind when the viewport crosses 768 px. */
function followPaginationBreakpoint(carousel: Carousel, wide: MediaQueryList, live: Live): void {
  carousel.scope.listen(wide, 'change', () => {
    const kind = carousel.paginationKind();
    const paginationEl = carousel.controls.pagination;
    const swiper = live.swiper;
    if (!paginationEl || !kind || !swiper || swiper.destroyed) return;
    const params = swiper.params.pagination;
    if (typeof params !== 'object') return;
    swiper.pagination.destroy();
    paginationEl.className = 'vt-slider-pagination';
    paginationEl.replaceChildren();
    params.type = kind;
    swiper.pagination.init();
    swiper.pagination.render();
    swiper.pagination.update();
  });
}

/** The slide a native scroll before Swiper (a swipe on a phone) reached; the scroll is undone for Swiper. */
function takeScrolledSlide(container: HTMLElement): number {
  if (container.scrollLeft === 0) return 0;
  const slides = slidesOf(container);
  const slide = slideAtScroll(slides.map((each) => each.offsetLeft - (slides[0]?.offsetLeft ?? 0)), container.scrollLeft);
  container.scrollLeft = 0;
  return slide;
}

/** The slide Swiper starts at: the one the carousel's own turns or a native scroll (a swipe) showed. */
function startingSlide(container: HTMLElement, turns: PendingTurns | null): number {
  const scrolled = takeScrolledSlide(container);
  const slide = turns?.stacked ? turns.current : scrolled;
  turns?.release();
  return slide;
}

/** Runs Swiper once, at once or when its chunk has loaded, and then carries out what asked for it. */
function createLauncher(carousel: Carousel, live: Live, rotation: Rotation, turns: PendingTurns | null) {
  let pending: PendingAction = null;
  let starting: Promise<void> | null = null;

  const run = (engine: typeof SwiperEngine): void => {
    // Swiper's chunk may come after the carousel's tag left the page.
    if (!carousel.scope.alive) return;
    engine.adoptSwiperStyles(carousel.container);
    const leader = constructLeader(engine, carousel, startingSlide(carousel.container, turns));
    live.swiper = leader;
    if (carousel.options.linked) live.linked = constructFollower(engine, carousel.options.linked, leader, carousel.reducedMotion);
    rotation.follow(leader);
    rotation.apply();
    const action = pending;
    pending = null;
    if (action === 'next') leader.slideNext();
    if (action === 'prev') leader.slidePrev();
    if (typeof action === 'object' && action) {
      if (leader.params.loop) leader.slideToLoop(action.slide);
      else leader.slideTo(action.slide);
    }
  };

  return {
    run,
    isStarting: (): boolean => starting !== null,
    /** Fetches Swiper once and runs it; a chunk that failed to load is asked for again on the next call. */
    begin(load: () => Promise<typeof SwiperEngine>, started: () => void): void {
      if (starting) return;
      starting = load().then(run);
      void starting.then(started, () => {
        starting = null;
      });
    },
    ask(action: PendingAction): void {
      pending = action;
    },
  };
}

type Launcher = ReturnType<typeof createLauncher>;

/** A deferred carousel until Swiper runs: when it settles, and what marks the page its own turns show. */
interface Deferred {
  started: Promise<void>;
  markPage: MarkPage;
}

/**
 * A deferred carousel: labelled, with inert slides and whole controls from the start; Swiper is
 * fetched on the first interaction, and until then the carousel's `turns` rotate it.
 */
function deferStart(carousel: Carousel, live: Live, launcher: Launcher, turns: PendingTurns | null, load: () => Promise<typeof SwiperEngine>): Deferred {
  const { scope, container, options, controls } = carousel;
  const host = options.host;
  // Swiper keeps the slides' inertness once it runs, and the turns while they stack the slides.
  const keptElsewhere = (): boolean => live.swiper !== null || (turns?.stacked ?? false);
  const hide = (track: HTMLElement): void => (options.effect === 'fade' ? hideAllButFirst(track) : hideSlidesOutside(track, scope, keptElsewhere));
  labelSlideList(slidesOf(container));
  hide(container);
  if (options.linked) {
    labelSlideList(slidesOf(options.linked.container));
    hide(options.linked.container);
  }
  let settle: () => void = () => undefined;
  const started = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const begin = (): void => launcher.begin(load, settle);
  /** A press before Swiper runs is carried out once it does. */
  const beginWith = (action: PendingAction): void => {
    if (live.swiper) return;
    launcher.ask(action);
    begin();
  };
  scope.listen(host, 'pointerenter', (event) => {
    if (event.pointerType !== 'touch') begin();
  });
  scope.listen(host, 'pointerdown', begin);
  scope.listen(host, 'focusin', begin);
  // The shopper's own scroll of the row starts with a touch (pointerdown), the wheel or focus: the
  // scroll events are the carousel's own turns' too.
  scope.listen(container, 'wheel', begin, { passive: true });
  for (const [button, action] of [[controls.next, 'next'], [controls.prev, 'prev']] as const) {
    if (button) scope.listen(button, 'click', () => beginWith(action));
  }
  const kind = carousel.paginationKind();
  const pages = pageCount(slidesOf(container).length, options.swiper);
  const markPage = controls.pagination && kind && pages !== null ? drawPendingPagination(controls.pagination, kind, pages, (slide) => beginWith({ slide })) : () => undefined;
  scope.own(settle);
  return { started, markPage };
}

/**
 * A rotation's turn: Swiper's once it runs; before that the carousel's own (`turns`), which a
 * pagination drawn before Swiper follows, except while Swiper loads for the shopper.
 */
function createTurn(carousel: Carousel, live: Live, turns: PendingTurns | null, isStarting: () => boolean, markPage: () => MarkPage): Turn {
  const slides = slidesOf(carousel.container).length;
  const count = pageCount(slides, carousel.options.swiper) ?? slides;
  return () => {
    const swiper = live.swiper;
    if (swiper) {
      if (swiper.destroyed) return null;
      if (swiper.isEnd && !swiper.params.loop) swiper.slideTo(0);
      else swiper.slideNext();
      return 0;
    }
    if (!turns) return null;
    if (isStarting()) return 0;
    const index = nextSlide(turns.current, count);
    turns.show(index);
    markPage()(index);
    return carousel.reducedMotion ? 0 : (carousel.options.speed ?? 300);
  };
}

/**
 * One carousel over `container` for the life of `scope`: its listeners and timers end with the scope,
 * and then Swiper goes and the markup is as the CMS rendered it again.
 */
export function createSlider(container: HTMLElement, options: SliderOptions, scope: Scope): Slider {
  const host = options.host;
  adoptControlStyles(host);
  host.setAttribute('role', 'region');
  host.setAttribute('aria-roledescription', 'карусель');
  host.setAttribute('aria-label', options.label);

  const controls = createControls(host, options);
  const live: Live = { swiper: null, linked: null };
  const engine = options.engine;
  const reducedMotion = prefersReducedMotion();
  const leader = { container, speed: options.speed ?? 300 };
  const turns = typeof engine === 'function' ? pendingTurns(options.effect ?? 'slide', leader, options.linked ? [options.linked] : [], reducedMotion, scope.later) : null;
  // Owned first, so it runs last: Swiper and the controls go once nothing listens or waits any more.
  scope.own(() => {
    live.linked?.destroy(true, true);
    live.swiper?.destroy(true, true);
    turns?.release();
    controls.box.remove();
    for (const slide of [...container.querySelectorAll<HTMLElement>('.swiper-slide')]) slide.inert = false;
    for (const name of ['role', 'aria-roledescription', 'aria-label', 'data-rotation']) host.removeAttribute(name);
  });
  const wide = typeof matchMedia === 'function' ? matchMedia(WIDE) : null;
  const carousel: Carousel = {
    scope,
    container,
    options,
    controls,
    reducedMotion,
    paginationKind: () => options.pagination && (wide?.matches && options.pagination.wide ? options.pagination.wide : options.pagination.narrow),
  };
  let markPage: MarkPage = () => undefined;
  const rotation = createRotation(carousel, createTurn(carousel, live, turns, () => launcher.isStarting(), () => markPage));
  if (wide && options.pagination?.wide && options.pagination.wide !== options.pagination.narrow) followPaginationBreakpoint(carousel, wide, live);

  // Starting Swiper: at once, or on the first interaction (see the module's comment).
  const launcher = createLauncher(carousel, live, rotation, turns);
  let started: Promise<void>;
  if (typeof engine === 'function') {
    const deferred = deferStart(carousel, live, launcher, turns, engine);
    markPage = deferred.markPage;
    started = deferred.started;
  } else {
    launcher.run(engine);
    started = Promise.resolve();
  }

  return {
    get swiper() {
      return live.swiper;
    },
    get linked() {
      return live.linked;
    },
    started,
  };
}
