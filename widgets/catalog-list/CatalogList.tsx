import { useSignals } from '@preact/signals-react/runtime';
import { useTrackedList } from '../../shared/analytics/useTrackedList';
import { useController } from '../../shared/controller/useController';
import { ProductCardView } from '../../shared/shop/ProductCardView';
import { NOTHING_FOUND } from '../../shared/shop/texts';
import { LoadMoreFooter, useLoadMore } from '../../shared/ui/useLoadMore';
import { WhenNearScreen, useWaitingItems } from '../../shared/ui/WhenNearScreen';
import { createCatalogList } from './controller';
import type { CatalogListProps } from './index';
import { pageCatalogListIO } from './io';
import { LIST_NAME } from './model';
import { PRODUCT_GRID_ITEM_CLASS, productGridClass } from '../../shared/shop/product-grid';

export interface CatalogListViewProps extends CatalogListProps {
  /** The CMS's cards away from the screen when the widget mounted, by ID: they wait as it rendered them. */
  away?: ReadonlyMap<string, Element>;
}

/** The catalogue's cards with 'Загрузить еще' (load more) below them. */
export function CatalogList({ items, page, pages, pageParam, view, headingLevel, basketUrl, favoritesUrl, label, category, away }: CatalogListViewProps) {
  useSignals();
  const waitingItem = useWaitingItems(away);
  // The first render's props make the list; later ones leave what the shopper loaded as it is.
  const list = useController(() => createCatalogList(pageCatalogListIO(pageParam), { items, page, pages }));
  const listRef = useLoadMore(list, '.vt-product-card__title a');
  const cards = list.items.value;
  useTrackedList(listRef, LIST_NAME, cards, category);

  if (cards.length === 0) {
    return <p className="vt-catalog-list__empty">{NOTHING_FOUND}</p>;
  }

  return (
    <div className="vt-catalog-list">
      <ul ref={listRef} className={productGridClass(view)} aria-label={label}>
        {cards.map((card) => (
          <li key={card.ID} className={PRODUCT_GRID_ITEM_CLASS}>
            <WhenNearScreen waiting={waitingItem(card.ID)}>
              <ProductCardView card={card} headingLevel={headingLevel} basketUrl={basketUrl} favoritesUrl={favoritesUrl} />
            </WhenNearScreen>
          </li>
        ))}
      </ul>
      <LoadMoreFooter className="vt-catalog-list__more" list={list} />
    </div>
  );
}
