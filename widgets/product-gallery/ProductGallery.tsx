import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Swiper from 'swiper';
import { A11y, Thumbs } from 'swiper/modules';
import { tabbableIn, trapTarget } from '../../shared/ui/focus';
import type { ProductGalleryProps } from './index';
import { THUMBS_PER_VIEW, VERTICAL_FROM_PX, photoCountLabel, photoPosition, stepIndex } from './model';

const SLIDER_MESSAGES = {
  prevSlideMessage: 'Предыдущее фото',
  nextSlideMessage: 'Следующее фото',
  firstSlideMessage: 'Это первое фото',
  lastSlideMessage: 'Это последнее фото',
  slideLabelMessage: '{{index}} из {{slidesLength}}',
};

/** Product photos: vertical thumbnails, the main slider and a lightbox operable by keyboard. */
export function ProductGallery({ name, photos }: ProductGalleryProps) {
  const mainRef = useRef<HTMLDivElement>(null);
  const thumbsRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const mainSwiper = useRef<Swiper | null>(null);
  const [active, setActive] = useState(0);
  const [lightbox, setLightbox] = useState<number | null>(null);
  const count = photos.length;

  useEffect(() => {
    if (!mainRef.current || !thumbsRef.current) return;
    const thumbs = new Swiper(thumbsRef.current, {
      modules: [A11y],
      direction: 'horizontal',
      slidesPerView: THUMBS_PER_VIEW,
      spaceBetween: 8,
      watchSlidesProgress: true,
      breakpoints: { [VERTICAL_FROM_PX]: { direction: 'vertical' } },
      a11y: { enabled: false },
    });
    const main = new Swiper(mainRef.current, {
      modules: [Thumbs, A11y],
      direction: 'horizontal',
      slidesPerView: 1,
      spaceBetween: 8,
      autoHeight: false,
      breakpoints: { [VERTICAL_FROM_PX]: { direction: 'vertical' } },
      thumbs: { swiper: thumbs },
      a11y: { ...SLIDER_MESSAGES, slideRole: 'group' },
      on: { slideChange: (swiper) => setActive(swiper.activeIndex) },
    });
    mainSwiper.current = main;
    return () => {
      main.destroy(true, true);
      thumbs.destroy(true, true);
      mainSwiper.current = null;
    };
  }, [count]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (lightbox !== null && !dialog.open) dialog.showModal();
    if (lightbox === null && dialog.open) dialog.close();
  }, [lightbox]);

  const open = (index: number, opener: HTMLElement): void => {
    openerRef.current = opener;
    setLightbox(index);
  };

  const closed = (): void => {
    const index = lightbox;
    setLightbox(null);
    if (index !== null) mainSwiper.current?.slideTo(index, 0);
    openerRef.current?.focus();
  };

  const step = (delta: number): void => setLightbox((index) => (index === null ? index : stepIndex(index, delta, count)));

  const onDialogKey = (event: KeyboardEvent<HTMLDialogElement>): void => {
    if (event.key === 'Tab') {
      // A modal <dialog> lets Tab leave for the browser's own controls; keep focus inside instead.
      const list = tabbableIn(event.currentTarget);
      const target = trapTarget(list, document.activeElement as HTMLElement | null, event.shiftKey);
      if (target) {
        event.preventDefault();
        target.focus();
      }
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    }
  };

  if (count === 0) return null;
  const shown = lightbox === null ? null : photos[lightbox];

  return (
    <div className="vt-gallery">
      <div className="vt-gallery__main swiper" ref={mainRef} aria-roledescription="карусель" aria-label={`Фотографии: ${name}`}>
        <div className="swiper-wrapper">
          {photos.map((photo, index) => (
            <div className="swiper-slide vt-gallery__slide" key={photo.src}>
              <button type="button" className="vt-gallery__open" onClick={(event) => open(index, event.currentTarget)}>
                <picture>
                  {photo.mobile ? <source media="(max-width: 767px)" srcSet={photo.mobile} /> : null}
                  <img src={photo.src} alt={`${name}, ${photoPosition(index, count).toLowerCase()}, открыть крупно`} width={600} height={800} loading={index === 0 ? 'eager' : 'lazy'} />
                </picture>
              </button>
            </div>
          ))}
        </div>
      </div>
      <p className="vt-gallery__count">
        {photoCountLabel(count)}
        <span className="vt-visually-hidden">, показано фото {active + 1}</span>
      </p>
      <div className="vt-gallery__thumbs swiper" ref={thumbsRef}>
        <div className="swiper-wrapper">
          {photos.map((photo, index) => (
            <div className="swiper-slide vt-gallery__thumb" key={photo.src}>
              <button
                type="button"
                className="vt-gallery__thumb-button"
                aria-label={photoPosition(index, count)}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => mainSwiper.current?.slideTo(index)}
              >
                <img src={photo.thumb || photo.mobile || photo.src} alt="" width={75} height={100} loading="lazy" />
              </button>
            </div>
          ))}
        </div>
      </div>
      <dialog
        ref={dialogRef}
        className="vt-lightbox"
        aria-label={`Фотографии: ${name}`}
        onClose={closed}
        onKeyDown={onDialogKey}
        onClick={(event) => {
          // A click on the dark backdrop (the dialog box itself, outside the picture) closes it.
          if (event.target === event.currentTarget) dialogRef.current?.close();
        }}
      >
        {shown ? (
          <div className="vt-lightbox__body">
            <img className="vt-lightbox__image" src={shown.big || shown.src} alt={`${name}, ${photoPosition(lightbox ?? 0, count).toLowerCase()}`} />
            <p className="vt-lightbox__position" aria-live="polite">
              {photoPosition(lightbox ?? 0, count)}
            </p>
            {count > 1 ? (
              <>
                <button type="button" className="vt-lightbox__nav vt-lightbox__nav--prev" aria-label="Предыдущее фото" onClick={() => step(-1)}>
                  ‹
                </button>
                <button type="button" className="vt-lightbox__nav vt-lightbox__nav--next" aria-label="Следующее фото" onClick={() => step(1)}>
                  ›
                </button>
              </>
            ) : null}
            <button type="button" className="vt-lightbox__close" aria-label="Закрыть" autoFocus onClick={() => dialogRef.current?.close()}>
              ×
            </button>
          </div>
        ) : null}
      </dialog>
    </div>
  );
}
