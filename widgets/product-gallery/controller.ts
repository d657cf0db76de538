/**
 * The product gallery's state and actions: the photo in view, whether Swiper runs, the lightbox's
 * photo and the presses that opened it, and a swipe made before Swiper arrived. Swiper itself, the
 * row of slides before it and the screen's direction come in through `ProductGalleryIO`; the rules
 * are model.ts's. Focus and the <dialog> element are the view's.
 */

import { batch, signal } from '@preact/signals-core';
import { defineController, readOnly } from '../../shared/controller/controller';
import { createScope, type Scope } from '../../shared/controller/scope';
import { clampIndex, stepIndex, swipeStep } from './model';

/** The running slider (Swiper on the main photos and the thumbnails). */
export interface GallerySlider {
  slideTo(index: number, speed?: number): void;
  destroy(): void;
}

/** Starts the slider on the gallery's elements at photo `initial`; null when the elements are gone. */
export type MakeSlider = (initial: number, onSlide: (index: number) => void) => GallerySlider | null;

export interface ProductGalleryIO {
  /** Fetches the slider's code (Swiper, 25 KB): the gallery's first interaction asks for it. */
  loadSlider(): Promise<MakeSlider>;
  /** Before Swiper, the slides stand in a row: moves the row to photo `index` at once. */
  moveRow(index: number): void;
  /** Whether the main slider runs vertically now (from 768 px), so a drag upwards is the next photo. */
  vertical(): boolean;
}

export interface ProductGalleryOptions {
  /** How many photos there are. */
  count: number;
}

export type ProductGalleryController = ReturnType<typeof createProductGallery>;

/** The main slider: the photo in view, and Swiper fetched on the first interaction. */
function createSlides(io: ProductGalleryIO, scope: Scope, count: number) {
  const active = signal(0);
  const running = signal(false);
  let slider: GallerySlider | null = null;
  let loading: Promise<void> | null = null;

  /** Fetches Swiper (once) and starts it on the photo in view then. */
  function startSlider(): void {
    if (!scope.alive || loading) return;
    const life = scope.signal;
    loading = io.loadSlider().then(
      (make) => {
        if (life.aborted) return;
        slider = make(active.peek(), (index) => {
          active.value = index;
        });
        if (slider) running.value = true;
      },
      () => {
        // The chunk did not load: the next interaction asks again; the photo in view stays.
        if (!life.aborted) loading = null;
      },
    );
  }

  /** Turns to a photo at once, before Swiper too (the slider stops at its ends). */
  function show(index: number, speed?: number): void {
    const target = clampIndex(index, count);
    active.value = target;
    if (slider) {
      slider.slideTo(target, speed);
      return;
    }
    io.moveRow(target);
    startSlider();
  }

  function stop(): void {
    slider?.destroy();
    slider = null;
    loading = null;
    running.value = false;
  }

  return { active, running, startSlider, show, stop, swiping: (): boolean => slider !== null };
}

type Slides = ReturnType<typeof createSlides>;

/**
 * A swipe on the main photo before Swiper runs (after that, Swiper's own touch handling turns the
 * photos). `takeSwipe` tells the click that follows a swipe, which must not open the lightbox.
 */
function createSwipe(io: ProductGalleryIO, slides: Slides) {
  let drag: { x: number; y: number } | null = null;
  let swiped = false;

  return {
    pointerDown(x: number, y: number): void {
      drag = slides.swiping() ? null : { x, y };
      slides.startSlider();
    },
    pointerUp(x: number, y: number): void {
      const from = drag;
      drag = null;
      if (!from) return;
      const step = swipeStep(x - from.x, y - from.y, io.vertical());
      if (step === 0) return;
      // A swipe is not a press on the photo: the click that follows it must not open the lightbox.
      swiped = true;
      slides.show(slides.active.peek() + step);
    },
    pointerCancel(): void {
      drag = null;
    },
    /** True, once, when the click comes at the end of a swipe. */
    takeSwipe(): boolean {
      if (!swiped) return false;
      swiped = false;
      return true;
    },
    reset(): void {
      drag = null;
      swiped = false;
    },
  };
}

/**
 * Product photos: the main slider, its thumbnails and the lightbox. The first photo shows at once;
 * Swiper is fetched on the shopper's first interaction, and what that interaction asked for is not
 * lost (a thumbnail shows its photo at once and Swiper starts on it, a swipe turns the photo).
 */
export function createProductGallery(io: ProductGalleryIO, { count }: ProductGalleryOptions) {
  const scope = createScope();
  const slides = createSlides(io, scope, count);
  const swipe = createSwipe(io, slides);
  /** The photo shown large, or null while the lightbox is closed. */
  const lightbox = signal<number | null>(null);
  /**
   * Presses that opened the lightbox: each opens it, even one the state already calls open (the
   * browser may have closed the dialog while its 'close' event, a task later, is still on its way).
   */
  const openings = signal(0);

  return defineController(
    scope,
    {
      ...readOnly({ active: slides.active, running: slides.running, lightbox, openings }),
      startSlider: slides.startSlider,
      /** A thumbnail: its photo. */
      show: (index: number): void => slides.show(index),
      pointerDown: swipe.pointerDown,
      pointerUp: swipe.pointerUp,
      pointerCancel: swipe.pointerCancel,
      /** A press on photo `index`: the lightbox opens on it, unless the press ended a swipe (false then). */
      open(index: number): boolean {
        if (swipe.takeSwipe()) return false;
        batch(() => {
          lightbox.value = index;
          openings.value = openings.peek() + 1;
        });
        return true;
      },
      /** The lightbox's arrows: from the photo shown now, so two quick presses turn two photos. */
      step(delta: number): void {
        const current = lightbox.peek();
        if (current !== null) lightbox.value = stepIndex(current, delta, count);
      },
      /**
       * The lightbox closed: the slider turns, without animation, to the photo it ended on, which is
       * returned (null when it was not open).
       */
      closeLightbox(): number | null {
        const index = lightbox.peek();
        if (index === null) return null;
        batch(() => {
          lightbox.value = null;
          slides.show(index, 0);
        });
        return index;
      },
    },
    () => {
      scope.own(() => {
        slides.stop();
        swipe.reset();
      });
    },
  );
}
