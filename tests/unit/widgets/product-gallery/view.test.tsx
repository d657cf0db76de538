import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProductGallery } from '../../../../widgets/product-gallery/ProductGallery';

/** Swiper's chunk, held until the test lets it arrive; the sliders it made record their first photo. */
const swiper = vi.hoisted(() => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release, made: [] as number[] };
});

vi.mock('../../../../widgets/product-gallery/gallery-swiper', async () => {
  await swiper.held;
  return {
    createGallerySwipers(_main: HTMLElement, _thumbs: HTMLElement, initial: number, onSlide: (index: number) => void) {
      swiper.made.push(initial);
      return { main: { slideTo: (index: number) => onSlide(index) }, destroy: () => undefined };
    },
  };
});

const PHOTOS = [1, 2, 3].map((n) => ({ src: `/p${n}.jpg`, mobile: '', thumb: '', big: '' }));

describe('product gallery view', () => {
  it('before Swiper: a thumbnail shows its photo, the lightbox opens on it, turns, and closes back to the photo it ended on', async () => {
    const user = userEvent.setup();
    const { container } = render(<ProductGallery name="Дверь" photos={PHOTOS} />);
    const third = screen.getByRole('button', { name: 'Фото 3 из 3' });
    await user.click(third);
    expect(third.getAttribute('aria-current')).toBe('true');
    expect(container.querySelector('.vt-gallery__count')?.textContent).toBe('3 фотографии, показано фото 3');
    const slides = [...container.querySelectorAll('.vt-gallery__slide')];
    expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([true, true, false]);
    expect(container.querySelector<HTMLElement>('.swiper-wrapper')?.style.transform).toBe('translate3d(-200%, 0, 0)');

    await user.click(screen.getByRole('button', { name: 'Дверь, фото 3 из 3, открыть крупно' }));
    const dialog = screen.getByRole('dialog', { name: 'Фотографии: Дверь' });
    expect(dialog.textContent).toContain('Фото 3 из 3');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Закрыть' }));
    await user.keyboard('{ArrowRight}');
    expect(dialog.textContent).toContain('Фото 1 из 3');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Фото 1 из 3' }).getAttribute('aria-current')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Дверь, фото 1 из 3, открыть крупно' }));

    swiper.release();
    await act(async () => {
      // The chunk is in once its import answers; the gallery's own answer to it follows in microtasks.
      await import('../../../../widgets/product-gallery/gallery-swiper');
      for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    });
    expect(swiper.made).toEqual([0]);
    expect(container.querySelectorAll('.vt-gallery__slide[inert]')).toHaveLength(0);
  });
});
