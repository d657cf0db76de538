import { describe, expect, it } from 'vitest';
import { createProductGallery, type GallerySlider, type MakeSlider, type ProductGalleryIO } from '../../../../widgets/product-gallery/controller';
import { deferred, type Deferred } from '../../async';

/** A slider the fake made: what it was asked to do, and its slide change to call as Swiper would. */
interface FakeSlider {
  initial: number;
  slides: Array<[number, number | undefined]>;
  destroyed: boolean;
  slide(index: number): void;
}

/**
 * The gallery against a Swiper chunk whose arrival (or failure) the test releases, a row of slides
 * that records where it was moved, and a screen that is vertical or not.
 */
function fakeIO() {
  const loads: Array<Deferred<MakeSlider>> = [];
  const sliders: FakeSlider[] = [];
  const rows: number[] = [];
  const screen = { vertical: false, elements: true };
  const make: MakeSlider = (initial, onSlide) => {
    if (!screen.elements) return null;
    const fake: FakeSlider = { initial, slides: [], destroyed: false, slide: onSlide };
    sliders.push(fake);
    const slider: GallerySlider = {
      slideTo(index, speed) {
        fake.slides.push([index, speed]);
        onSlide(index);
      },
      destroy() {
        fake.destroyed = true;
      },
    };
    return slider;
  };
  const io: ProductGalleryIO = {
    loadSlider() {
      const load = deferred<MakeSlider>();
      loads.push(load);
      return load.promise;
    },
    moveRow: (index) => void rows.push(index),
    vertical: () => screen.vertical,
  };
  return {
    io,
    loads,
    sliders,
    rows,
    screen,
    /** The chunk arrives: its answer and what it started have run. */
    async arrive(index = loads.length - 1) {
      loads[index]!.resolve(make);
      await loads[index]!.promise;
      await Promise.resolve();
    },
    async fail(index = loads.length - 1) {
      loads[index]!.reject(new Error('chunk failed'));
      await loads[index]!.promise.catch(() => undefined);
      await Promise.resolve();
    },
  };
}

function started(count = 5) {
  const fake = fakeIO();
  const gallery = createProductGallery(fake.io, { count });
  gallery.start();
  return { gallery, ...fake };
}

describe('product gallery controller: the slider', () => {
  it('a thumbnail before Swiper shows its photo at once and fetches Swiper once, however many presses', () => {
    const { gallery, loads, rows } = started();
    expect(gallery.active.value).toBe(0);
    expect(loads).toHaveLength(0);
    gallery.show(2);
    expect(gallery.active.value).toBe(2);
    expect(rows).toEqual([2]);
    gallery.show(3);
    gallery.startSlider();
    expect(gallery.active.value).toBe(3);
    expect(rows).toEqual([2, 3]);
    expect(loads).toHaveLength(1);
    expect(gallery.running.value).toBe(false);
  });

  it('Swiper starts on the photo in view when it arrives, then turns the photos itself', async () => {
    const { gallery, sliders, rows, arrive } = started();
    gallery.show(2);
    gallery.show(3);
    await arrive();
    expect(gallery.running.value).toBe(true);
    expect(sliders.map((slider) => slider.initial)).toEqual([3]);
    gallery.show(1);
    expect(sliders[0]!.slides).toEqual([[1, undefined]]);
    expect(rows).toEqual([2, 3]);
    expect(gallery.active.value).toBe(1);
    // A swipe or an arrow inside Swiper.
    sliders[0]!.slide(4);
    expect(gallery.active.value).toBe(4);
  });

  it('stops at the first and the last photo', () => {
    const { gallery } = started(3);
    gallery.show(7);
    expect(gallery.active.value).toBe(2);
    gallery.show(-1);
    expect(gallery.active.value).toBe(0);
  });

  it('a chunk that failed is asked for again at the next interaction; the photo in view stays', async () => {
    const { gallery, loads, fail, arrive, sliders } = started();
    gallery.show(2);
    await fail();
    expect(gallery.active.value).toBe(2);
    expect(gallery.running.value).toBe(false);
    gallery.startSlider();
    expect(loads).toHaveLength(2);
    await arrive();
    expect(sliders.map((slider) => slider.initial)).toEqual([2]);
  });

  it('gallery elements gone when Swiper arrives: no slider, and it is not asked for again', async () => {
    const { gallery, loads, screen, arrive } = started();
    screen.elements = false;
    gallery.startSlider();
    await arrive();
    expect(gallery.running.value).toBe(false);
    gallery.startSlider();
    expect(loads).toHaveLength(1);
  });

  it('disposed while Swiper is on its way: the late chunk makes no slider; a slider that runs is destroyed', async () => {
    const early = started();
    early.gallery.startSlider();
    early.gallery.dispose();
    await early.arrive();
    expect(early.sliders).toEqual([]);
    expect(early.gallery.running.value).toBe(false);

    const late = started();
    late.gallery.startSlider();
    await late.arrive();
    late.gallery.dispose();
    expect(late.sliders[0]!.destroyed).toBe(true);
    expect(late.gallery.running.value).toBe(false);
  });

  it('started again (a view mounted twice), the first life\'s late chunk is dropped and the new life\'s is used', async () => {
    const { gallery, loads, sliders, arrive } = started();
    gallery.startSlider();
    gallery.dispose();
    gallery.start();
    gallery.show(1);
    expect(loads).toHaveLength(2);
    await arrive(1);
    await arrive(0);
    expect(sliders.map((slider) => slider.initial)).toEqual([1]);
    expect(gallery.running.value).toBe(true);
  });

  it('does not fetch Swiper before it starts', () => {
    const fake = fakeIO();
    const gallery = createProductGallery(fake.io, { count: 3 });
    gallery.startSlider();
    expect(fake.loads).toHaveLength(0);
  });
});

describe('product gallery controller: a swipe before Swiper runs', () => {
  it('a right-to-left drag on a phone is the next photo, and the click that ends it opens no lightbox', () => {
    const { gallery, loads } = started();
    gallery.pointerDown(300, 200);
    expect(loads).toHaveLength(1);
    gallery.pointerUp(100, 205);
    expect(gallery.active.value).toBe(1);
    expect(gallery.open(1)).toBe(false);
    expect(gallery.lightbox.value).toBeNull();
    // The next press on the photo is a press again.
    expect(gallery.open(1)).toBe(true);
    expect(gallery.lightbox.value).toBe(1);
  });

  it('from 768 px a drag upwards is the next photo; a tap or a cancelled drag turns nothing', () => {
    const { gallery, screen } = started();
    screen.vertical = true;
    gallery.pointerDown(100, 300);
    gallery.pointerUp(105, 100);
    expect(gallery.active.value).toBe(1);
    gallery.open(0);
    gallery.pointerDown(100, 300);
    gallery.pointerUp(100, 300);
    expect(gallery.active.value).toBe(1);
    gallery.pointerDown(100, 300);
    gallery.pointerCancel();
    gallery.pointerUp(100, 50);
    expect(gallery.active.value).toBe(1);
  });

  it('once Swiper runs, a drag is its own: the controller turns nothing', async () => {
    const { gallery, arrive, sliders } = started();
    gallery.startSlider();
    await arrive();
    gallery.pointerDown(300, 200);
    gallery.pointerUp(100, 200);
    expect(gallery.active.value).toBe(0);
    expect(sliders[0]!.slides).toEqual([]);
    expect(gallery.open(0)).toBe(true);
  });
});

describe('product gallery controller: the lightbox', () => {
  it('opens on the photo pressed; every press counts, even one the state already calls open', () => {
    const { gallery } = started();
    expect(gallery.open(2)).toBe(true);
    expect(gallery.lightbox.value).toBe(2);
    expect(gallery.openings.value).toBe(1);
    gallery.open(2);
    expect(gallery.openings.value).toBe(2);
  });

  it('its arrows wrap around, each from the photo shown now; closed, they do nothing', () => {
    const { gallery } = started(3);
    gallery.step(1);
    expect(gallery.lightbox.value).toBeNull();
    gallery.open(2);
    gallery.step(1);
    gallery.step(1);
    expect(gallery.lightbox.value).toBe(1);
    gallery.step(-1);
    gallery.step(-1);
    expect(gallery.lightbox.value).toBe(2);
  });

  it('closed, the slider shows the photo it ended on without animation, and the view is told which', async () => {
    const { gallery, rows, arrive, sliders } = started(4);
    gallery.open(0);
    gallery.step(-1);
    expect(gallery.closeLightbox()).toBe(3);
    expect(gallery.lightbox.value).toBeNull();
    expect(gallery.active.value).toBe(3);
    expect(rows).toEqual([3]);
    expect(gallery.closeLightbox()).toBeNull();
    expect(rows).toEqual([3]);

    await arrive();
    gallery.open(3);
    gallery.step(1);
    expect(gallery.closeLightbox()).toBe(0);
    expect(sliders[0]!.slides).toEqual([[0, 0]]);
    expect(gallery.active.value).toBe(0);
  });
});
