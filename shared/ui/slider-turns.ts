/**
 * A deferred carousel's automatic turns before Swiper runs. Its rotation used to fetch Swiper when the
 * first turn was due, five seconds into the page: Swiper's chunks, their evaluation and its first
 * layout were the largest part of the home page's and the catalogue's script on a phone, for a turn
 * the shopper only watches. The carousel now turns itself with Swiper's looks, and Swiper comes when
 * the shopper reaches for it, starting at the slide shown:
 * - `fade`: the slides are stacked in the carousel's box, each moved back by its own width as Swiper's
 *   fade effect moves them, and cross-fade by their opacity; the ones not shown are inert;
 * - `slide`: the container, natively scrollable before Swiper (a swipe works from the first touch),
 *   scrolls to the slide, its track gliding there; the carousel's observer keeps the slides out of its
 *   box inert. The carousel knows the shopper's own scroll by what starts it (a touch, the wheel,
 *   focus), not by the scroll events, which its turns cause too (and whose offset, read there, would
 *   restyle the page).
 */
import type { Later } from '../controller/scope';

export interface TurnedTrack {
  container: HTMLElement;
  /** The transition's length, ms. */
  speed: number;
}

export interface PendingTurns {
  /** The slide shown. */
  readonly current: number;
  /** True once stacked slides are shown one by one here: every one of them lies in the box, so their inertness is kept here. */
  readonly stacked: boolean;
  /** Turns every track to slide `index`. */
  show(index: number): void;
  /** Swiper takes over, or the carousel ends: the styles written here go. */
  release(): void;
}

const STACK_STYLES = ['transform', 'opacity'] as const;

/** A carousel's slides in the CMS's Swiper markup (`.swiper > .swiper-wrapper > .swiper-slide`). */
export function slidesOf(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(':scope > .swiper-wrapper > .swiper-slide')];
}

/** Every slide in the box, as Swiper's fade lays them: each moved back by its own width. */
function stack(slides: readonly HTMLElement[]): void {
  slides.forEach((slide, index) => {
    slide.style.transform = `translateX(${-index * 100}%)`;
  });
}

/**
 * How a turn's animations end. Chromium runs a fade or a glide on the compositor, but wakes the page's
 * main thread in the frames before an animation ends, to finish it there: four or five frames for
 * each, on a phone two thirds of what a turn cost the main thread. So each holds its last frame a
 * moment (HOLD_MS) and the carousel ends the turn's animations itself, at once, just after the longest
 * has shown its last frame (END_MS): one frame. Held no longer than that, as a running animation
 * keeps the compositor ticking every frame. An end that comes late, behind a long task, only finds
 * animations that finished themselves, showing what the elements' own styles show.
 */
const HOLD_MS = 250;
const END_MS = 20;

/** Animates `element` from `start` to `end` over `speed` (ms), then holds `end` until the animation is `length` long. */
function held(element: HTMLElement, start: Keyframe, end: Keyframe, speed: number, length = speed + HOLD_MS): Animation {
  return element.animate([{ ...start, easing: 'ease' }, { ...end, offset: speed / length }, end], length);
}

/**
 * Shows slide `index` alone, the one shown before fading out as it fades in, each over `speed` of an
 * animation `length` long. The fades are animations with both ends given, so nothing has to be styled
 * ahead of them (a transition would need the stacked slides styled first: a forced style of the page
 * at the turn). The first turn styles every slide; a later one only the two it fades (the rest stay
 * hidden from before), as each slide written is restyled at the turn: two a turn, however many slides
 * the banner has. Answers the fades.
 */
function fadeTo(slides: readonly HTMLElement[], from: number, index: number, speed: number, length: number, first: boolean): Animation[] {
  const touched = first ? slides : [slides[from], slides[index]];
  for (const slide of touched) {
    if (!slide) continue;
    const shown = slide === slides[index];
    slide.style.opacity = shown ? '1' : '0';
    slide.inert = !shown;
  }
  if (speed <= 0 || from === index) return [];
  const fade = (slide: HTMLElement | undefined, start: number, end: number): Animation[] => (slide ? [held(slide, { opacity: start }, { opacity: end }, speed, length)] : []);
  return [...fade(slides[from], 1, 0), ...fade(slides[index], 0, 1)];
}

/** Turns by a cross-fade of the stacked slides, every track at its own speed; `later` is the carousel's clock. */
function fadeTurns(tracks: readonly TurnedTrack[], later: Later): PendingTurns {
  let current = 0;
  let stacked = false;
  let fades: Animation[] = [];
  let stopEnding: (() => void) | undefined;
  const endFades = (): void => {
    stopEnding?.();
    stopEnding = undefined;
    for (const fade of fades) fade.finish();
    fades = [];
  };
  return {
    get current() {
      return current;
    },
    get stacked() {
      return stacked;
    },
    show(index) {
      endFades();
      const longest = Math.max(0, ...tracks.map((track) => track.speed));
      for (const { container, speed } of tracks) {
        const slides = slidesOf(container);
        if (!stacked) stack(slides);
        fades.push(...fadeTo(slides, current, index, speed, longest + HOLD_MS, !stacked));
      }
      if (fades.length > 0) stopEnding = later(endFades, longest + END_MS);
      stacked = true;
      current = index;
    },
    release() {
      endFades();
      if (!stacked) return;
      for (const { container } of tracks) {
        for (const slide of slidesOf(container)) for (const name of STACK_STYLES) slide.style.removeProperty(name);
      }
      stacked = false;
    },
  };
}

/**
 * Turns by scrolling the container to the slide's start (the last slide of a row wider than the box: as
 * far as it goes) at once, while the track glides there from where it was shown: a transform animation
 * the compositor runs alone. A smooth scroll made a main-thread frame of every step of the turn (each
 * dispatching a scroll event and syncing the offset), about twenty frames a turn on a phone, every
 * five seconds. The new offset stays in range while the track is shifted: a turn forward shifts it to
 * the right, which only adds overflow past the end, and the turn back to the first slide scrolls to
 * 0. The row does not snap while it glides. The glide holds its last frame and is ended here (HOLD_MS).
 */
function scrollTurns(container: HTMLElement, speed: number, later: Later): PendingTurns {
  let current = 0;
  let glide: Animation | undefined;
  let stopLanding: (() => void) | undefined;
  const land = (): void => {
    stopLanding?.();
    stopLanding = undefined;
    glide?.finish();
    glide = undefined;
    container.style.removeProperty('scroll-snap-type');
  };
  return {
    get current() {
      return current;
    },
    stacked: false,
    show(index) {
      land();
      const slides = slidesOf(container);
      const left = Math.min((slides[index]?.offsetLeft ?? 0) - (slides[0]?.offsetLeft ?? 0), container.scrollWidth - container.clientWidth);
      const from = container.scrollLeft;
      current = index;
      container.scrollTo({ left, behavior: 'instant' });
      const track = container.querySelector<HTMLElement>(':scope > .swiper-wrapper');
      if (speed <= 0 || left === from || typeof track?.animate !== 'function') return;
      // Snapping follows the slides as they move, and would scroll the row along with the glide.
      container.style.scrollSnapType = 'none';
      // A glide that ends itself (the carousel's end came late) lands too.
      const own = held(track, { transform: `translateX(${left - from}px)` }, { transform: 'none' }, speed);
      glide = own;
      stopLanding = later(land, speed + END_MS);
      void own.finished.then(() => glide === own && land(), () => undefined);
    },
    release: land,
  };
}

/** The turns for a carousel's effect: its own track, then the one that follows it (the banner's texts). */
export function pendingTurns(effect: 'slide' | 'fade', leader: TurnedTrack, followers: readonly TurnedTrack[], reducedMotion: boolean, later: Later): PendingTurns {
  if (effect === 'slide') return scrollTurns(leader.container, reducedMotion ? 0 : leader.speed, later);
  return fadeTurns(
    [leader, ...followers].map((track) => ({ ...track, speed: reducedMotion ? 0 : track.speed })),
    later,
  );
}
