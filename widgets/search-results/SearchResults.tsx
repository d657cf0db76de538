import { useSignals } from '@preact/signals-react/runtime';
import { useRef, useState, type RefObject } from 'react';
import { useTrackedList } from '../../shared/analytics/useTrackedList';
import { useController } from '../../shared/controller/useController';
import { sanitizedMarkup } from '../../shared/format/sanitize';
import { Tabs } from '../../shared/ui/Tabs';
import { ProductCardView } from '../../shared/shop/ProductCardView';
import { LOAD_MORE_TEXT, LOADING_MORE_TEXT } from '../../shared/shop/texts';
import { createSearchResults, type SearchResultsController } from './controller';
import type { SearchResultsProps } from './index';
import { pageSearchResultsIO } from './io';
import { GROUPS, LIST_NAME, firstTab, type ArticleHit, type GroupKey, type Lists, type OtherHit } from './model';
import { PRODUCT_GRID_ITEM_CLASS, productGridClass } from '../../shared/shop/product-grid';

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
      <ul ref={productsRef} className={productGridClass(4)} aria-label="Товары">
        {lists.PRODUCTS.map((card) => (
          <li key={card.ID} className={PRODUCT_GRID_ITEM_CLASS}>
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

/** 'Загрузить еще' under a tab, while the group has more hits to load. */
function LoadMore({ results, group }: { results: SearchResultsController; group: GroupKey }) {
  useSignals();
  if (!results.more.value[group]) return null;
  const loading = results.loading.value;
  return (
    <p className="vt-search-results__more">
      <button type="button" className="vt-button vt-button--more" aria-busy={loading === group} disabled={loading !== null} onClick={() => void results.loadMore(group)}>
        {loading === group ? LOADING_MORE_TEXT : LOAD_MORE_TEXT}
      </button>
    </p>
  );
}

/** The search page: tabs Товары / Полезные статьи / Другое with their counts, each with its own load more. */
export function SearchResults({ groups, page, pages, pageParam, basketUrl, favoritesUrl }: SearchResultsProps) {
  useSignals();
  // Made once, as the first page's hits were kept before: new props render into the hits shown so far.
  const results = useController(() => createSearchResults(pageSearchResultsIO(), { groups, page, pages, pageParam }));
  const { counts } = results;
  const lists = results.lists.value;
  // Which tab is shown: the view's own.
  const [tab, setTab] = useState<GroupKey>(() => firstTab(counts));
  const productsRef = useRef<HTMLUListElement>(null);
  useTrackedList(productsRef, LIST_NAME, lists.PRODUCTS);

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
              <LoadMore results={results} group={group.key} />
            </>
          ),
        }))}
      />
      <p className="vt-visually-hidden" role="status">
        {results.announcement.value}
      </p>
    </div>
  );
}
