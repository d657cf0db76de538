import { useRef, useState } from 'react';
import { type ProductCard, productCardSchema } from '../../shared/api/catalog';
import { isApiError } from '../../shared/api/http';
import { loadPage } from '../../shared/api/pagination';
import { countGoods } from '../../shared/format/plural';
import { toastError } from '../../shared/ui/toast';
import { ProductCardView } from '../product-card/ProductCardView';
import type { CatalogListProps } from './index';
import { EMPTY_TEXT, LOAD_MORE_TEXT, afterPageLoaded, allLoaded, appendUnique, nextPage } from './model';

/** The catalogue's cards with 'Загрузить еще' (load more) below them. */
export function CatalogList({ items, page, pages, pageParam, view, headingLevel, basketUrl, favoritesUrl, label }: CatalogListProps) {
  const [cards, setCards] = useState<ProductCard[]>(items);
  const [paging, setPaging] = useState({ page, pages });
  const [loading, setLoading] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLUListElement>(null);

  if (cards.length === 0) {
    return <p className="vt-catalog-list__empty">{EMPTY_TEXT}</p>;
  }

  const loadMore = async (): Promise<void> => {
    if (loading || allLoaded(paging)) return;
    setLoading(true);
    const wanted = nextPage(paging);
    const before = cards.length;
    try {
      const result = await loadPage(location.href, pageParam, wanted, productCardSchema);
      const merged = appendUnique(cards, result.items);
      setCards(merged);
      setPaging(afterPageLoaded(paging, wanted, result.pages));
      setAnnouncement(`Загружено ещё ${countGoods(merged.length - before)}`);
      // Keyboard users go on from the first new card instead of back at the top of the page.
      requestAnimationFrame(() => {
        listRef.current?.querySelectorAll<HTMLAnchorElement>('.vt-product-card__title a')[before]?.focus();
      });
    } catch (error) {
      toastError(isApiError(error) ? error.message : 'Не удалось загрузить товары. Попробуйте ещё раз.');
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="vt-catalog-list">
      <ul ref={listRef} className={`vt-catalog-list__grid vt-catalog-list__grid--${view}`} aria-label={label}>
        {cards.map((card) => (
          <li key={card.ID} className="vt-catalog-list__item">
            <ProductCardView card={card} headingLevel={headingLevel} basketUrl={basketUrl} favoritesUrl={favoritesUrl} />
          </li>
        ))}
      </ul>
      <p className="vt-visually-hidden" role="status">
        {announcement}
      </p>
      {allLoaded(paging) ? null : (
        <p className="vt-catalog-list__more">
          <button type="button" className="vt-catalog-list__more-button" aria-busy={loading} disabled={loading} onClick={() => void loadMore()}>
            {loading ? 'Загружаем…' : LOAD_MORE_TEXT}
          </button>
        </p>
      )}
    </div>
  );
}
