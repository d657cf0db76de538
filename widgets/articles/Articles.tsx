import { useSignals } from '@preact/signals-react/runtime';
import { useController } from '../../shared/controller/useController';
import { NOTHING_FOUND } from '../../shared/shop/texts';
import { LoadMoreFooter, useLoadMore } from '../../shared/ui/useLoadMore';
import { createArticles } from './controller';
import type { ArticlesProps } from './index';
import { pageArticlesIO } from './io';
import { cardSize, pictureAlt, type Article } from './model';

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
          <ul className="vt-chip-list vt-article-card__tags" aria-label="Теги">
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
  useSignals();
  // The first render's props make the list; later ones leave what the shopper loaded as it is.
  const list = useController(() => createArticles(pageArticlesIO(pageParam), { items, page, pages }));
  const listRef = useLoadMore(list, '.vt-article-card__title a');
  const shown = list.items.value;

  if (shown.length === 0) return <p className="vt-articles__empty">{NOTHING_FOUND}</p>;

  return (
    <div className="vt-articles">
      <ul ref={listRef} className="vt-articles__grid" aria-label={label}>
        {shown.map((article) => (
          <li key={article.ID || article.DETAIL_PAGE_URL} className={`vt-articles__item vt-articles__item--${cardSize(article)}`}>
            <ArticleCard article={article} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      <LoadMoreFooter className="vt-articles__more" list={list} />
    </div>
  );
}
