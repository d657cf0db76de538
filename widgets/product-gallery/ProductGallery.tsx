import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useController } from '../../shared/controller/useController';
import { useModalKeys } from '../../shared/ui/useModalKeys';
import { createProductGallery, type ProductGalleryController } from './controller';
import type { ProductGalleryProps } from './index';
import { pageGalleryIO } from './io';
import { photoCountLabel, photoPosition } from './model';

type Photos = ProductGalleryProps['photos'];

interface GalleryThumbsProps {
  photos: Photos;
  active: number;
  show(index: number): void;
  thumbsRef: RefObject<HTMLDivElement | null>;
}

function GalleryThumbs({ photos, active, show, thumbsRef }: GalleryThumbsProps) {
  const count = photos.length;
  return (
    <div className="vt-gallery__thumbs swiper" ref={thumbsRef}>
      <div className="swiper-wrapper">
        {photos.map((photo, index) => (
          <div className="swiper-slide vt-gallery__thumb" key={photo.src}>
            <button
              type="button"
              className="vt-gallery__thumb-button"
              aria-label={photoPosition(index, count)}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => show(index)}
            >
              <img src={photo.thumb || photo.mobile || photo.src} alt="" width={75} height={100} loading="lazy" />
            </button>
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * Product photos: vertical thumbnails, the main slider and a lightbox operable by keyboard.
 * The first photo and the thumbnails show at once; Swiper (25 KB) is fetched on the shopper's first
 * interaction with the gallery (pointer over or down, focus). What that interaction asked for is not
 * lost: a thumbnail shows its photo at once and Swiper starts on it, a swipe turns the photo.
 */
export function ProductGallery({ name, photos }: ProductGalleryProps) {
  useSignals();
  const count = photos.length;
  const mainRef = useRef<HTMLDivElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const thumbsRef = useRef<HTMLDivElement>(null);
  // Another number of photos is another gallery: its slider is made again on the new slides.
  const gallery = useController(() => createProductGallery(pageGalleryIO({ main: mainRef, wrapper: wrapperRef, thumbs: thumbsRef }), { count }), [count]);
  const active = gallery.active.value;
  const running = gallery.running.value;
  const openerRef = useRef<HTMLElement | null>(null);

  const onPointerEnter = (event: PointerEvent<HTMLDivElement>): void => {
    if (event.pointerType === 'mouse') gallery.startSlider();
  };

  const open = (index: number, opener: HTMLElement): void => {
    if (gallery.open(index)) openerRef.current = opener;
  };

  const closed = (): void => {
    // Rendered before the focus moves: until then the photo the lightbox ended on may not be the active
    // slide, and before Swiper the other slides are inert and take no focus (it fell to the page).
    const index = flushSync(() => gallery.closeLightbox());
    // Back to the photo the lightbox ended on (it is the one in view now), else to what opened it.
    const shownPhoto = index === null ? null : mainRef.current?.querySelectorAll<HTMLElement>('.vt-gallery__open')[index];
    (shownPhoto ?? openerRef.current)?.focus();
  };

  if (count === 0) return null;

  return (
    <div className="vt-gallery" onPointerEnter={onPointerEnter} onFocus={() => gallery.startSlider()}>
      <div
        className="vt-gallery__main swiper"
        ref={mainRef}
        aria-roledescription="карусель"
        aria-label={`Фотографии: ${name}`}
        onPointerDown={(event) => gallery.pointerDown(event.clientX, event.clientY)}
        onPointerUp={(event) => gallery.pointerUp(event.clientX, event.clientY)}
        onPointerCancel={() => gallery.pointerCancel()}
      >
        <div className="swiper-wrapper" ref={wrapperRef}>
          {photos.map((photo, index) => (
            // Before Swiper, the photos out of view are out of reach too (Swiper then manages them).
            <div className="swiper-slide vt-gallery__slide" key={photo.src} inert={!running && index !== active}>
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
      <GalleryThumbs photos={photos} active={active} show={gallery.show} thumbsRef={thumbsRef} />
      <Lightbox name={name} photos={photos} gallery={gallery} onClosed={closed} />
    </div>
  );
}

interface LightboxProps {
  name: string;
  photos: Photos;
  /** The lightbox's photo (null while closed), the presses that opened it and its arrows. */
  gallery: Pick<ProductGalleryController, 'lightbox' | 'openings' | 'step'>;
  /** The dialog closed (Escape, 'Закрыть' or the backdrop). */
  onClosed(): void;
}

/** What the dialog follows: the photo shown large (null while closed) and the presses that opened it. */
interface DialogState {
  index: number | null;
  /**
   * Presses that opened it: a press while the browser had closed the dialog but the state had not
   * heard yet (its 'close' event comes a task later) still opens it.
   */
  openings: number;
  onClosed(): void;
}

/**
 * The modal <dialog> following the state: shown (focus on 'Закрыть') when a photo is chosen or a press
 * opens it again, closed when the state says so; `close` closes both in one task, and `onNativeClose`
 * tells the state of a close that came another way.
 */
function useLightboxDialog({ index, openings, onClosed }: DialogState) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // A modal <dialog> lets Tab leave for the browser's own controls; keep focus inside instead.
  useModalKeys(dialogRef, index !== null);

  // Set while the 'close' event of a close of ours is on its way: that event is not news, and were it
  // taken after a quick reopen, it would close the lightbox again.
  const ownClose = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (index !== null && !dialog.open) {
      dialog.showModal();
      // 'Закрыть' first, as the shopper most likely wants out; the arrows follow it.
      closeRef.current?.focus();
    }
    if (index === null && dialog.open) {
      ownClose.current = true;
      dialog.close();
    }
  }, [index, openings]);

  // Closed here, with the state, in the same task: the dialog's own 'close' event comes a task later,
  // and a press on a photo in between found the lightbox still open in the state and did not reopen it.
  const close = (): void => {
    const dialog = dialogRef.current;
    if (dialog?.open) {
      ownClose.current = true;
      dialog.close();
    }
    if (index !== null) onClosed();
  };

  const onNativeClose = (): void => {
    if (ownClose.current) ownClose.current = false;
    // A close that did not come through close() still needs the state, unless a press has opened
    // the lightbox again since.
    else if (index !== null && !dialogRef.current?.open) onClosed();
  };

  return { dialogRef, closeRef, close, onNativeClose };
}

interface LightboxBodyProps {
  name: string;
  photo: Photos[number];
  index: number;
  count: number;
  step(delta: number): void;
  close(): void;
  closeRef: RefObject<HTMLButtonElement | null>;
}

function LightboxBody({ name, photo, index, count, step, close, closeRef }: LightboxBodyProps) {
  return (
    <div className="vt-lightbox__body">
      <img className="vt-lightbox__image" src={photo.big || photo.src} alt={`${name}, ${photoPosition(index, count).toLowerCase()}`} />
      <p className="vt-lightbox__position" aria-live="polite">
        {photoPosition(index, count)}
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
      <button type="button" ref={closeRef} className="vt-lightbox__close" aria-label="Закрыть" onClick={close}>
        ×
      </button>
    </div>
  );
}

/** The photos large in a modal dialog: arrows and the keyboard's arrow keys turn them. */
function Lightbox({ name, photos, gallery, onClosed }: LightboxProps) {
  useSignals();
  const count = photos.length;
  const index = gallery.lightbox.value;
  const { dialogRef, closeRef, close, onNativeClose } = useLightboxDialog({ index, openings: gallery.openings.value, onClosed });
  const step = gallery.step;

  const onDialogKey = (event: KeyboardEvent<HTMLDialogElement>): void => {
    // Escape closes here, in its own keydown: left to the browser, the close may come without a
    // 'cancel' (Chrome skips it without a fresh user activation) and the state learns of it only from
    // the 'close' event a task later, after a quick press on the photo had found it still open.
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      step(event.key === 'ArrowRight' ? 1 : -1);
    }
  };

  const shown = index === null ? null : photos[index];
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop closes, as Escape does natively for the keyboard
    <dialog
      ref={dialogRef}
      className="vt-lightbox"
      aria-label={`Фотографии: ${name}`}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClose={onNativeClose}
      onKeyDown={onDialogKey}
      onClick={(event) => {
        // A click on the dark backdrop (the dialog box itself, outside the picture) closes it.
        if (event.target === event.currentTarget) close();
      }}
    >
      {shown ? <LightboxBody name={name} photo={shown} index={index ?? 0} count={count} step={step} close={close} closeRef={closeRef} /> : null}
    </dialog>
  );
}
