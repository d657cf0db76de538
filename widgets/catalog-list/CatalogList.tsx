import { type ProductCard, productCardSchema } from '../../shared/api/catalog';
import { useTrackedList } from '../../shared/analytics/useTrackedList';
import { countGoods } from '../../shared/format/plural';
import { ProductCardView } from '../../shared/shop/ProductCardView';
import { NOTHING_FOUND } from '../../shared/shop/texts';
import { LoadMoreFooter, useLoadMore } from '../../shared/ui/useLoadMore';
import type { CatalogListProps } from './index';
import { LIST_NAME } from './model';

/** The catalogue's cards with 'Загрузить еще' (load more) below them. */
export function CatalogList({ items, page, pages, pageParam, view, headingLevel, basketUrl, favoritesUrl, label, category }: CatalogListProps) {
  const list = useLoadMore<ProductCard>({
    items,
    page,
    pages,
    pageParam,
    schema: productCardSchema,
    announce: (added) => `Загружено ещё ${countGoods(added)}`,
    failure: 'Не удалось загрузить товары. Попробуйте ещё раз.',
    focusSelector: '.vt-product-card__title a',
  });
  useTrackedList(list.listRef, LIST_NAME, list.items, category);

  if (list.items.length === 0) {
    return <p className="vt-catalog-list__empty">{NOTHING_FOUND}</p>;
  }

  return (
    <div className="vt-catalog-list">
      <ul ref={list.listRef} className={`vt-catalog-list__grid vt-catalog-list__grid--${view}`} aria-label={label}>
        {list.items.map((card) => (
          <li key={card.ID} className="vt-catalog-list__item">
            <ProductCardView card={card} headingLevel={headingLevel} basketUrl={basketUrl} favoritesUrl={favoritesUrl} />
          </li>
        ))}
      </ul>
      <LoadMoreFooter className="vt-catalog-list__more" loading={list.loading} done={list.done} announcement={list.announcement} onLoadMore={() => void list.loadMore()} />
    </div>
  );
}
