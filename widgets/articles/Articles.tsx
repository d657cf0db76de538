import { useEffect, useRef, useState } from 'react';
import { articleSchema, type Article } from '../../shared/api/articles';
import { isApiError } from '../../shared/api/http';
import { loadPage } from '../../shared/api/pagination';
import { toastError } from '../../shared/ui/toast';
import { afterPageLoaded, allLoaded, appendUnique, nextPage } from '../catalog-list/model';
import type { ArticlesProps } from './index';
import { EMPTY_TEXT, LOAD_MORE_TEXT, cardSize, pictureAlt } from './model';

function ArticleCard({ article, headingLevel }: { article: Article; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const size = cardSize(article);
  return (
    <article className={`vt-article-card vt-article-card--${size}`}>
      {article.PICTURE ? (
        <picture className="vt-article-card__picture">
          {article.PICTURE_MOBILE ? <source media="(max-width: 767px)" srcSet={article.PICTURE_MOBILE} /> : null}
          <img src={article.PICTURE} alt={pictureAlt(article)} width={1200} height={600} loading="lazy" />
        </picture>
      ) : null}
      <div className="vt-article-card__body">
        <Heading className="vt-article-card__title">
          <a href={article.DETAIL_PAGE_URL}>{article.NAME}</a>
        </Heading>
        {article.ACTIVE_FROM ? <time className="vt-article-card__date">{article.ACTIVE_FROM}</time> : null}
        {article.TAGS.length > 0 ? (
          <ul className="vt-article-card__tags" aria-label="Теги">
            {article.TAGS.map((tag) => (
              <li key={tag.name}>{tag.url ? <a href={tag.url}>{tag.name}</a> : <span>{tag.name}</span>}</li>
            ))}
          </ul>
        ) : null}
        {article.PREVIEW_TEXT ? <p className="vt-article-card__text">{article.PREVIEW_TEXT}</p> : null}
      </div>
    </article>
  );
}

/** The articles list: big and small cards, 'Загрузить еще' through the CMS's pagination. */
export function Articles({ items, page, pages, pageParam, headingLevel, label }: ArticlesProps) {
  const [list, setList] = useState<Article[]>(items);
  const [paging, setPaging] = useState({ page, pages });
  const [loading, setLoading] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);

  // After a load, keyboard users go on from the first new article (once it is on the page).
  useEffect(() => {
    if (focusIndex === null) return;
    listRef.current?.querySelectorAll<HTMLAnchorElement>('.vt-article-card__title a')[focusIndex]?.focus();
    setFocusIndex(null);
  }, [focusIndex]);

  if (list.length === 0) return <p className="vt-articles__empty">{EMPTY_TEXT}</p>;

  const loadMore = async (): Promise<void> => {
    if (loading || allLoaded(paging)) return;
    setLoading(true);
    const wanted = nextPage(paging);
    const before = list.length;
    try {
      const result = await loadPage(location.href, pageParam, wanted, articleSchema);
      const merged = appendUnique(list, result.items);
      setList(merged);
      setPaging(afterPageLoaded(paging, wanted, result.pages));
      setAnnouncement(`Загружено ещё статей: ${merged.length - before}`);
      setFocusIndex(before);
    } catch (error) {
      toastError(isApiError(error) ? error.message : 'Не удалось загрузить статьи. Попробуйте ещё раз.');
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="vt-articles">
      <ul ref={listRef} className="vt-articles__grid" aria-label={label}>
        {list.map((article) => (
          <li key={article.ID || article.DETAIL_PAGE_URL} className={`vt-articles__item vt-articles__item--${cardSize(article)}`}>
            <ArticleCard article={article} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      <p className="vt-visually-hidden" role="status">
        {announcement}
      </p>
      {allLoaded(paging) ? null : (
        <p className="vt-articles__more">
          <button type="button" className="vt-catalog-list__more-button" aria-busy={loading} disabled={loading} onClick={() => void loadMore()}>
            {loading ? 'Загружаем…' : LOAD_MORE_TEXT}
          </button>
        </p>
      )}
    </div>
  );
}
