/**
 * The buy card's state and actions: the quantity and the server's word on it, the offer being
 * switched to, the view reported for analytics and the configurator's preselection. Every effect on
 * the world comes in through `BuyCardIO`.
 */

import { batch, signal } from '@preact/signals-core';
import type { Fact } from '../../shared/analytics/facts';
import { FOREIGN_OFFER, type OfferParams } from '../../shared/api/catalog';
import { ApiError, isApiError } from '../../shared/api/http';
import { defineController, readOnly } from '../../shared/controller/controller';
import { createScope } from '../../shared/controller/scope';
import { configuratorPreselect, isOtherPage, offerFallbackRequest, offerRequest, viewedProduct, type OfferAxis } from './model';

const OTHER_SITE_TEXT = 'Не удалось открыть вариант: сервер указал адрес на другом сайте.';
const OFFER_FAILED_TEXT = 'Не удалось выбрать вариант. Попробуйте ещё раз.';

export interface BuyCardIO {
  findOffer(params: OfferParams): Promise<string>;
  /** The page's address (an offer on this very page needs no move). */
  here(): string;
  /** Leaves for an offer's page; one on another site is refused with `refusedText`. */
  navigate(url: string, refusedText: string): void;
  toastError(text: string): void;
  track(fact: Extract<Fact, { kind: 'detail' }>): void;
  /** localStorage; it may throw (private mode). */
  storage(): Pick<Storage, 'setItem'>;
}

type Current = Partial<Record<OfferAxis, string>>;

/** The shown product as analytics names it. */
export type ViewedProps = Parameters<typeof viewedProduct>[0];

export type BuyCardController = ReturnType<typeof createBuyCard>;

export function createBuyCard(io: BuyCardIO) {
  const scope = createScope();
  const quantity = signal(1);
  /** The server's word on the last add's quantity (spec 8), until the shopper changes it. */
  const quantityMessage = signal('');
  /** `axis:value` of the offer being asked for ('' when none). */
  const switching = signal('');

  /** Asks the server for the offer; a combination that does not exist falls back to the new value alone. */
  async function offerUrlFor(current: Current, axis: OfferAxis, value: string, genericId: string): Promise<string> {
    try {
      return await io.findOffer(offerRequest(current, axis, value, genericId));
    } catch (error) {
      if (isApiError(error) && error.kind === 'rejected') return io.findOffer(offerFallbackRequest(axis, value, genericId));
      throw error;
    }
  }

  /** A value of an offer axis: its page opens; a second press while one is asked sends nothing. */
  async function chooseOffer(current: Current, axis: OfferAxis, value: string, genericId: string): Promise<void> {
    if (!scope.alive || switching.peek() || current[axis] === value) return;
    switching.value = `${axis}:${value}`;
    try {
      const target = await offerUrlFor(current, axis, value, genericId);
      if (!scope.alive) return;
      if (isOtherPage(target, io.here())) {
        io.navigate(target, OTHER_SITE_TEXT);
        return;
      }
    } catch (error) {
      if (!scope.alive) return;
      const other = error instanceof ApiError && error.data === FOREIGN_OFFER;
      io.toastError(other ? OTHER_SITE_TEXT : isApiError(error) ? error.message : OFFER_FAILED_TEXT);
    }
    switching.value = '';
  }

  return defineController(scope, {
    ...readOnly({ quantity, quantityMessage, switching }),
    /** The shopper set the quantity: the server's earlier word on it goes. */
    setQuantity(value: number): void {
      batch(() => {
        quantity.value = value;
        quantityMessage.value = '';
      });
    },
    /** The server refused the quantity: its allowed one (when it gave one) and its words. */
    quantityRefused(error: { quantity: number; message: string }): void {
      batch(() => {
        if (error.quantity >= 1) quantity.value = error.quantity;
        quantityMessage.value = error.message;
      });
    },
    chooseOffer,
    /** The page shows this offer: one view for analytics. */
    viewed(props: ViewedProps): void {
      io.track({ kind: 'detail', product: viewedProduct(props) });
    },
    /** 'Индивидуальный заказ': the configurator opens with these steps chosen. */
    rememberSteps(firstStep: string, secondStep: string): void {
      try {
        for (const [key, value] of configuratorPreselect(firstStep, secondStep)) io.storage().setItem(key, value);
      } catch {
        // Storage refused (private mode): the configurator simply starts from its first step.
      }
    },
  });
}
