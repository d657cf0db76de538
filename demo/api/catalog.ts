import type { Hono } from 'hono';
import { avQuantity, findOffer, offerUrl, productById, productPicture, productUrl, sellable } from '../catalog';
import type { AppEnv } from '../context';
import { PRODUCTS, SECTIONS } from '../data/catalog';
import { CITIES } from '../data/locations';
import type { OfferAxis, OfferConfig } from '../data/types';
import { OFFER_AXES } from '../data/types';
import type { Session } from '../session';
import { currentUser } from '../session';
import { fieldsOf, ok, rejectOne, str } from './common';

export function favoritesList(session: Session): Array<Record<string, unknown>> {
  return session.favorites.flatMap((id) => {
    const product = productById(id);
    if (!product) return [];
    return [
      {
        ID: product.ID,
        NAME: product.NAME,
        PRICE: product.PRICE,
        BASE_PRICE: product.OLD_PRICE ?? product.PRICE,
        PICTURE: productPicture(product.ID),
        DETAIL_PAGE_URL: productUrl(product),
        AV_QUANTITY: avQuantity(session, product.ID),
      },
    ];
  });
}

/** A favourite id may be a product or one of its offers; the product is stored. */
function favouriteProductId(id: string): string | null {
  return sellable(id)?.product.ID ?? null;
}

export function favoritesApi(app: Hono<AppEnv>): void {
  app.get('/api/favorites', (c) => ok(c, favoritesList(c.var.session)));

  app.post('/api/favorites/items/add', (c) => {
    const session = c.var.session;
    const id = favouriteProductId(str(fieldsOf(c), 'id'));
    if (!id) return rejectOne(c, 'id', 'Товар не найден');
    if (!session.favorites.includes(id)) session.favorites.push(id);
    return ok(c, favoritesList(session), 'Товар успешно добавлен в избранное!');
  });

  app.post('/api/favorites/items/delete', (c) => {
    const session = c.var.session;
    const id = favouriteProductId(str(fieldsOf(c), 'id'));
    if (!id) return rejectOne(c, 'id', 'Товар не найден');
    session.favorites = session.favorites.filter((entry) => entry !== id);
    return ok(c, favoritesList(session), 'Товар успешно удален из избранного!');
  });
}

export function catalogApi(app: Hono<AppEnv>): void {
  app.get('/api/catalog', (c) =>
    ok(c, {
      sections: SECTIONS.map((section) => ({
        ID: section.ID,
        NAME: section.NAME,
        CODE: section.CODE,
        URL: `/catalog/${section.CODE}/`,
        COUNT: PRODUCTS.filter((product) => product.SECTION === section.CODE).length,
      })),
    }),
  );

  app.post('/api/catalog/settings/sort', (c) => {
    const sort = str(fieldsOf(c), 'sort');
    if (sort !== '0' && sort !== '1' && sort !== '2') return rejectOne(c, 'sort', 'Неизвестный порядок сортировки');
    c.var.session.sort = Number(sort) as 0 | 1 | 2;
    return ok(c, {});
  });

  app.post('/api/catalog/settings/view', (c) => {
    const fields = fieldsOf(c);
    const count = str(fields, 'count');
    if (count !== '2' && count !== '4') return rejectOne(c, 'count', 'Можно показывать 2 или 4 товара в ряд');
    c.var.session.view = Number(count) as 2 | 4;
    c.var.session.viewName = str(fields, 'view_name') || 'grid';
    return ok(c, {});
  });

  app.post('/api/catalog/product/offers', (c) => {
    const fields = fieldsOf(c);
    const config: OfferConfig = {};
    for (const axis of OFFER_AXES) {
      const value = str(fields, axis);
      if (value !== '') config[axis as OfferAxis] = value;
    }
    const genericId = str(fields, 'generic_id');
    let productId: string | undefined;
    if (genericId !== '') {
      const item = sellable(genericId);
      if (!item) return rejectOne(c, 'offer', 'Такого предложения нет');
      productId = item.product.ID;
    }
    const offer = findOffer(config, productId);
    const product = offer ? productById(offer.PRODUCT_ID) : undefined;
    if (!offer || !product) return rejectOne(c, 'offer', 'Такого предложения нет');
    return ok(c, offerUrl(product, offer));
  });

  app.get('/api/exchange/catalog/update', (c) => {
    const user = currentUser(c.var.session);
    if (!user?.IS_ADMIN) return rejectOne(c, '403', 'Недостаточно прав');
    const exchange = c.var.session.lastExchange;
    exchange.DATE = c.var.app.now();
    exchange.BY = user.EMAIL;
    return ok(c, {}, 'Каталог успешно обновлен!');
  });

  app.post('/api/locations/suggests', (c) => {
    const query = str(fieldsOf(c), 'query').toLowerCase().replace(/ё/g, 'е');
    if (query === '') return ok(c, { data: [] });
    const found = CITIES.filter((city) => city.NAME_RU.toLowerCase().replace(/ё/g, 'е').includes(query))
      .sort((a, b) => {
        const aStarts = a.NAME_RU.toLowerCase().startsWith(query) ? 0 : 1;
        const bStarts = b.NAME_RU.toLowerCase().startsWith(query) ? 0 : 1;
        return aStarts - bStarts || Number(a.ID) - Number(b.ID);
      })
      .slice(0, 10)
      .map(({ ID, CODE, NAME_RU, REGION_SHORT_NAME, ZIP }) => ({ ID, CODE, NAME_RU, REGION_SHORT_NAME, ZIP }));
    return ok(c, { data: found });
  });
}

