import { getBasket, type BasketState } from '../api/basket';
import type { VitrinaConfig } from '../config';
import { safeLocalStorage } from '../dom/storage';
import { COOKIE_FLAG, cookiesAccepted } from './consent';
import type { Fact, Product } from './facts';
import type { BasketSource } from './track';
import {
  basketChanges,
  containerEntries,
  createGate,
  firstPurchase,
  productOfRow,
  readSettings,
  withKnown,
  type AnalyticsSettings,
  type Commerce,
  type Outgoing,
} from './model';

/**
 * The analytics module, loaded only when `analytics` is configured (shared/analytics/track.ts): turns
 * the widgets' facts into Metrica's and GA4's dataLayer entries and Metrica's goals.
 */

type Ym = (counter: number, method: 'reachGoal', goal: string) => void;

/** Each entry alone: a container that throws on one loses that entry, not the rest. */
function pushAll(settings: AnalyticsSettings, entries: readonly Record<string, unknown>[]): void {
  const target = window as unknown as Record<string, unknown>;
  for (const entry of entries) {
    try {
      // The container is the page's (Metrica's or GTM's snippet makes it); one is made when missing.
      if (target[settings.container] === undefined) target[settings.container] = [];
      const container = target[settings.container] as { push?: unknown } | null;
      if (typeof container?.push === 'function') (container as { push(entry: unknown): unknown }).push(entry);
    } catch {
      // A broken dataLayer is the page's affair, never the shopper's.
    }
  }
}

function reachGoal(counter: number | null, name: string): void {
  const ym = (window as unknown as { ym?: unknown }).ym;
  if (counter === null || typeof ym !== 'function') return;
  try {
    (ym as Ym)(counter, 'reachGoal', name);
  } catch {
    // Metrica's script failing never breaks the page.
  }
}

/** Sends an event, unless the CMS reports it itself or the purchase was counted before. */
function createSender(settings: AnalyticsSettings): (outgoing: Outgoing) => void {
  const purchases = new Set<string>();
  return (outgoing) => {
    if (outgoing.event === 'goal') {
      if (settings.vendors.includes('metrica')) reachGoal(outgoing.counter, outgoing.name);
      return;
    }
    // The CMS reports this one itself (its 'enhanced e-commerce'): one count per action.
    if (settings.cmsEvents.has(outgoing.event)) return;
    if (outgoing.event === 'purchase' && !firstPurchase(safeLocalStorage(), purchases, outgoing.id)) return;
    pushAll(settings, containerEntries(outgoing, settings.vendors));
  };
}

type Events = Outgoing[] | Promise<Outgoing[]>;

/**
 * The event of a fact about the whole basket, made from its products: at once when the basket is
 * loaded, else once it is (from the page's basket store, or fetched when the page has none).
 */
function createBasketEvents(providedBasket: () => BasketSource | null, known: ReadonlyMap<string, Product>) {
  /** Without the basket store on the page, the basket as the API gave it to analytics. */
  let fetched: BasketState | null = null;
  const currentBasket = (): BasketState | null => providedBasket()?.current() ?? fetched;
  const loadCurrentBasket = async (): Promise<void> => {
    const store = providedBasket();
    if (store) await store.load();
    else fetched = await getBasket();
  };
  const basketProducts = (state: BasketState): Product[] => state.basket.map((row) => withKnown(productOfRow(row), known));

  return (make: (products: Product[]) => Commerce): Events => {
    const loaded = currentBasket();
    if (loaded) return [make(basketProducts(loaded))];
    return loadCurrentBasket().then(() => {
      const state = currentBasket();
      return state ? [make(basketProducts(state))] : [];
    });
  };
}

/** Facts leave in the order they came, even when one waits for the basket; the rest go at once. */
function inFactOrder(eventsOf: (fact: Fact) => Events, push: (outgoing: Outgoing) => void): (fact: Fact) => void {
  const line: Array<{ events: Outgoing[] | null }> = [];
  const drain = (): void => {
    while (line[0]?.events) for (const outgoing of line.shift()?.events ?? []) push(outgoing);
  };
  return (fact) => {
    const slot: { events: Outgoing[] | null } = { events: null };
    line.push(slot);
    try {
      const events = eventsOf(fact);
      if (Array.isArray(events)) slot.events = events;
      else
        void events.then(
          (ready) => {
            slot.events = ready;
            drain();
          },
          () => {
            slot.events = [];
            drain();
          },
        );
    } catch {
      slot.events = [];
    }
    drain();
  };
}

/**
 * Starts the module; answers the function track() hands every fact to. `providedBasket` answers the
 * page's basket store once it has loaded (track() passes it: this module imports neither).
 */
export function startAnalytics(config: VitrinaConfig, providedBasket: () => BasketSource | null): (fact: Fact) => void {
  const settings = readSettings(config);
  /** What lists and the product page told about each product, for the basket's later reports of it. */
  const known = new Map<string, Product>();

  const gate = createGate(createSender(settings), settings.consent === 'none' || cookiesAccepted());
  // Accepted in another tab: the events held here go too.
  window.addEventListener('storage', (event) => {
    if (event.key === COOKIE_FLAG && event.newValue != null) gate.open();
  });

  const remember = (products: readonly Product[]): void => {
    for (const product of products) known.set(product.id, { ...known.get(product.id), ...product });
  };
  const withBasket = createBasketEvents(providedBasket, known);

  /** The events of a fact; those that need the basket wait until it is loaded. */
  const eventsOf = (fact: Fact): Events => {
    switch (fact.kind) {
      case 'list': {
        const products = fact.products.map((product) => ({ ...product, list: fact.list }));
        remember(products);
        return products.length > 0 ? [{ event: 'view_item_list', list: fact.list, products }] : [];
      }
      case 'select':
        return [{ event: 'select_item', list: fact.list, products: [withKnown({ ...fact.product, list: fact.list }, known)] }];
      case 'detail':
        remember([fact.product]);
        return [{ event: 'view_item', products: [fact.product] }];
      case 'basket':
        return basketChanges(fact.before, fact.after).map((event) => ({ ...event, products: event.products.map((product) => withKnown(product, known)) }));
      case 'wishlist':
        return [{ event: 'add_to_wishlist', products: [withKnown(fact.product, known)] }];
      case 'cart':
        return withBasket((products) => ({ event: 'view_cart', products }));
      case 'checkout':
        return withBasket((products) => ({ event: 'begin_checkout', products }));
      case 'shipping':
        return withBasket((products) => ({ event: 'add_shipping_info', shippingTier: fact.delivery, products }));
      case 'payment':
        return withBasket((products) => ({ event: 'add_payment_info', paymentType: fact.payment, products }));
      case 'purchase': {
        const { id, shipping } = fact;
        if (fact.products) return [{ event: 'purchase', id, shipping, products: fact.products.map((product) => withKnown(product, known)) }];
        return withBasket((products) => ({ event: 'purchase', id, shipping, products }));
      }
      case 'goal':
        return [{ event: 'goal', counter: fact.counter ?? settings.counter, name: fact.name ?? settings.goals[fact.goal] }];
      case 'consent':
        gate.open();
        return [];
    }
  };

  return inFactOrder(eventsOf, (outgoing) => gate.push(outgoing));
}
