import { useRef, useState, type RefObject } from 'react';
import { useTrackedList } from '../../shared/analytics/useTrackedList';
import { isApiError } from '../../shared/api/http';
import { loadGroupedPage } from '../../shared/api/pagination';
import type { ArticleHit, OtherHit } from '../../shared/api/search';
import { sanitizedMarkup } from '../../shared/format/sanitize';
import { Tabs } from '../../shared/ui/Tabs';
import { toastError } from '../../shared/ui/toast';
import { ProductCardView } from '../../shared/shop/ProductCardView';
import { LOAD_MORE_TEXT, LOADING_MORE_TEXT } from '../../shared/shop/texts';
import type { SearchResultsProps } from './index';
import { GROUPS, LIST_NAME, firstTab, hasMore, listsOf, withGroupPage, type GroupKey, type Lists } from './model';

type Pages = Record<GroupKey, number>;

function ArticleHitView({ hit }: { hit: ArticleHit }) {
  return (
    <article className="vt-search-hit vt-search-hit--article">
      {hit.PICTURE ? (
        <a className="vt-search-hit__image" href={hit.URL} tabIndex={-1} aria-hidden="true">
          <picture>
            {hit.PICTURE_MOBILE ? <source media="(max-width: 767px)" srcSet={hit.PICTURE_MOBILE} /> : null}
            <img src={hit.PICTURE} alt="" width={240} height={120} loading="lazy" />
          </picture>
        </a>
      ) : null}
      <div className="vt-search-hit__body">
        <h3 className="vt-search-hit__title">
          <a href={hit.URL}>{hit.TITLE}</a>
        </h3>
        <p className="vt-search-hit__meta">
          {hit.DATE ? <time>{hit.DATE}</time> : null}
          {hit.TAGS.map((tag) =>
            tag.url ? (
              <a key={tag.name} className="vt-search-hit__tag" href={tag.url}>
                {tag.name}
              </a>
            ) : (
              <span key={tag.name} className="vt-search-hit__tag">
                {tag.name}
              </span>
            ),
          )}
        </p>
      </div>
    </article>
  );
}

function OtherHitView({ hit }: { hit: OtherHit }) {
  return (
    <article className="vt-search-hit vt-search-hit--other">
      <h3 className="vt-search-hit__title">
        <a href={hit.URL}>{hit.TITLE}</a>
      </h3>
      {/* The CMS highlights the query with <b>; everything outside the allow-list is dropped. */}
      <p className="vt-search-hit__text" dangerouslySetInnerHTML={sanitizedMarkup(hit.BODY_FORMATED)} />
    </article>
  );
}

/**
 * The hits shown per tab and the pages loaded: 'Загрузить еще' loads the next page of the search and
 * takes one group's new hits from it (one load at a time), announced for screen readers.
 */
function useGroupPages({ groups, page, pages, pageParam }: Pick<SearchResultsProps, 'groups' | 'page' | 'pages' | 'pageParam'>) {
  const [lists, setLists] = useState<Lists>(() => listsOf(groups));
  const [loaded, setLoaded] = useState<Pages>({ PRODUCTS: page, ARTICLES: page, OTHER: page });
  const [pageCount, setPageCount] = useState(pages);
  const [loading, setLoading] = useState<GroupKey | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const loadMore = async (key: GroupKey): Promise<void> => {
    if (loading) return;
    setLoading(key);
    const wanted = loaded[key] + 1;
    try {
      const result = await loadGroupedPage(location.href, pageParam, wanted, {});
      const next = listsOf(result.groups);
      let added = 0;
      setLists((current) => {
        const merged = withGroupPage(current, next, key);
        added = merged[key].length - current[key].length;
        return merged;
      });
      setLoaded((current) => ({ ...current, [key]: wanted }));
      setPageCount((current) => Math.max(1, result.pages || current));
      setAnnouncement(`Загружено ещё: ${added}`);
    } catch (error) {
      toastError(isApiError(error) ? error.message : 'Не удалось загрузить результаты. Попробуйте ещё раз.');
    } finally {
      setLoading(null);
    }
  };

  return { lists, loaded, pageCount, loading, announcement, loadMore };
}

interface GroupHitsProps extends Pick<SearchResultsProps, 'basketUrl' | 'favoritesUrl'> {
  group: GroupKey;
  lists: Lists;
  /** What the tab says when the group has no hits. */
  empty: string;
  productsRef: RefObject<HTMLUListElement | null>;
}

/** One tab's hits: product cards, articles or other pages. */
function GroupHits({ group, lists, empty, productsRef, basketUrl, favoritesUrl }: GroupHitsProps) {
  if (lists[group].length === 0) return <p className="vt-search-results__empty">{empty}</p>;
  if (group === 'PRODUCTS') {
    return (
      <ul ref={productsRef} className="vt-catalog-list__grid vt-catalog-list__grid--4" aria-label="Товары">
        {lists.PRODUCTS.map((card) => (
          <li key={card.ID} className="vt-catalog-list__item">
            <ProductCardView card={card} headingLevel={3} basketUrl={basketUrl} favoritesUrl={favoritesUrl} />
          </li>
        ))}
      </ul>
    );
  }
  if (group === 'ARTICLES') {
    return (
      <ul className="vt-search-results__hits" aria-label="Полезные статьи">
        {lists.ARTICLES.map((hit) => (
          <li key={hit.URL}>
            <ArticleHitView hit={hit} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="vt-search-results__hits" aria-label="Другое">
      {lists.OTHER.map((hit) => (
        <li key={hit.URL}>
          <OtherHitView hit={hit} />
        </li>
      ))}
    </ul>
  );
}

/** The search page: tabs Товары / Полезные статьи / Другое with their counts, each with its own load more. */
export function SearchResults({ groups, page, pages, pageParam, basketUrl, favoritesUrl }: SearchResultsProps) {
  const counts: Record<GroupKey, number> = { PRODUCTS: groups.PRODUCTS.COUNT, ARTICLES: groups.ARTICLES.COUNT, OTHER: groups.OTHER.COUNT };
  const { lists, loaded, pageCount, loading, announcement, loadMore } = useGroupPages({ groups, page, pages, pageParam });
  const [tab, setTab] = useState<GroupKey>(() => firstTab(counts));
  const productsRef = useRef<HTMLUListElement>(null);
  useTrackedList(productsRef, LIST_NAME, lists.PRODUCTS);

  const more = (key: GroupKey) =>
    hasMore({ page: loaded[key], pages: pageCount, count: counts[key], shown: lists[key].length }) ? (
      <p className="vt-search-results__more">
        <button type="button" className="vt-catalog-list__more-button" aria-busy={loading === key} disabled={loading !== null} onClick={() => void loadMore(key)}>
          {loading === key ? LOADING_MORE_TEXT : LOAD_MORE_TEXT}
        </button>
      </p>
    ) : null;

  return (
    <div className="vt-search-results">
      <Tabs
        label="Результаты поиска"
        value={tab}
        onChange={(id) => setTab(id as GroupKey)}
        tabs={GROUPS.map((group) => ({
          id: group.key,
          label: group.label,
          count: counts[group.key],
          content: (
            <>
              <GroupHits group={group.key} lists={lists} empty={group.empty} productsRef={productsRef} basketUrl={basketUrl} favoritesUrl={favoritesUrl} />
              {more(group.key)}
            </>
          ),
        }))}
      />
      <p className="vt-visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
