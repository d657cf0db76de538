// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { Visitor, codesOf, errorsOf, makeApp, type Envelope } from './helpers';

interface Card {
  ID: string;
  NAME: string;
  PRICE: number;
  OLD_PRICE: number | '';
  DISCOUNT_PERCENT: string;
  NEW: string;
  AV_QUANTITY: string;
  PICTURE: string;
  DETAIL_PAGE_URL: string;
  MARKETPLACES: Array<{ link: string; name: string; logo: string }>;
}

/** Spec 7: the list (or the search groups) in `data`, the page count beside it. */
type Paged<T> = Envelope<T> & { pages: number };

let visitor: Visitor;

const page = <T>(path: string) => visitor.get<T>(path) as Promise<Paged<T>>;

beforeEach(async () => {
  visitor = await Visitor.start(makeApp());
});

describe('demo: catalogue pagination JSON', () => {
  it('answers the cards in data and pages beside it, 8 cards per page for a section, for any PAGEN_n', async () => {
    const first = await page<Card[]>('/catalog/doors/?pagination=Y&PAGEN_1=1');
    expect(first.success).toBe(true);
    expect(first.pages).toBe(2);
    expect(first.data).toHaveLength(8);
    const second = await page<Card[]>('/catalog/doors/?pagination=Y&PAGEN_7=2');
    expect(second.data).toHaveLength(2);
    const ids = [...first.data, ...second.data].map((card) => card.ID);
    expect(new Set(ids).size).toBe(10);
    const beyond = await page<Card[]>('/catalog/doors/?pagination=Y&PAGEN_1=9');
    expect(beyond).toMatchObject({ data: [], pages: 2 });
  });

  it('cards carry the wire fields: discount, new flag, stock as string, same-site marketplace links', async () => {
    const all: Card[] = [];
    for (let number = 1; number <= 4; number++) {
      all.push(...(await page<Card[]>(`/catalog/?pagination=Y&PAGEN_1=${number}`)).data);
    }
    expect(all.length).toBeGreaterThanOrEqual(24);
    const gratsiya = all.find((card) => card.ID === '1221');
    expect(gratsiya).toMatchObject({ PRICE: 27900, OLD_PRICE: 31500, DISCOUNT_PERCENT: '11', NEW: '', AV_QUANTITY: '6', DETAIL_PAGE_URL: '/catalog/glass-doors/gratsiya/' });
    expect(gratsiya?.MARKETPLACES.map((market) => market.name)).toEqual(['Ozon', 'Wildberries', 'Яндекс Маркет']);
    for (const card of all) for (const market of card.MARKETPLACES) expect(market.link.startsWith('/demo/marketplace/')).toBe(true);
    expect(all.find((card) => card.ID === '1204')?.AV_QUANTITY).toBe('0');
    expect(all.find((card) => card.ID === '1208')?.AV_QUANTITY).toBe('');
    expect(all.some((card) => card.NEW === 'Y')).toBe(true);
  });

  it('applies the saved sort (1 cheaper, 2 dearer) and view to the catalogue', async () => {
    expect((await visitor.postJson('/api/catalog/settings/sort/', { sort: 1 })).success).toBe(true);
    const cheap = (await page<Card[]>('/catalog/panels/?pagination=Y&PAGEN_1=1')).data.map((card) => card.PRICE);
    expect(cheap).toEqual([...cheap].sort((a, b) => a - b));
    await visitor.postJson('/api/catalog/settings/sort/', { sort: 2 });
    const dear = (await page<Card[]>('/catalog/panels/?pagination=Y&PAGEN_1=1')).data.map((card) => card.PRICE);
    expect(dear).toEqual([...dear].sort((a, b) => b - a));
    expect(codesOf(await visitor.postJson('/api/catalog/settings/sort/', { sort: 7 }))).toEqual(['sort']);
    expect((await visitor.postJson('/api/catalog/settings/view/', { count: 2, view_name: 'grid' })).success).toBe(true);
    expect((await visitor.open('/catalog/panels/')).html).toContain('class="cards cards--2"');
    expect(codesOf(await visitor.postJson('/api/catalog/settings/view/', { count: 3 }))).toEqual(['count']);
  });

  it('paginates articles and grouped search results', async () => {
    const articles = await page<Array<{ NAME: string; IS_BIG: string; TAGS: Array<{ NAME: string }> }>>('/articles/?pagination=Y&PAGEN_2=2');
    expect(articles.pages).toBe(2);
    expect(articles.data.length).toBeGreaterThan(0);
    const search = await page<Record<'PRODUCTS' | 'ARTICLES' | 'OTHER', { COUNT: number; ITEMS: unknown[] }>>(
      `/search/?q=${encodeURIComponent('стеклянная дверь')}&pagination=Y&PAGEN_1=1`,
    );
    expect(search.pages).toBeGreaterThanOrEqual(1);
    expect(search.data.PRODUCTS.COUNT).toBeGreaterThan(0);
    expect(search.data.PRODUCTS.ITEMS.length).toBeLessThanOrEqual(8);
    expect(Object.keys(search.data)).toEqual(['PRODUCTS', 'ARTICLES', 'OTHER']);
    const noSlash = await page<unknown>(`/search?q=${encodeURIComponent('панель')}&pagination=Y&PAGEN_1=1`);
    expect(noSlash.success).toBe(true);
  });
});

describe('demo: offers', () => {
  it('finds the offer matching the given props and returns its URL', async () => {
    const found = await visitor.post<string>('/api/catalog/product/offers/', {
      generic_id: '1221',
      size: '900x2100',
      glass_color: 'matt',
      profile_color: 'black',
      orientation: 'right',
    });
    expect(found.success).toBe(true);
    expect(found.data).toMatch(/^\/catalog\/glass-doors\/gratsiya\/\?offer=1221\d\d$/);
    const page = await visitor.open(found.data);
    expect(page.html).toContain('900×2100 мм, Матовое сатин, Черный матовый, Правое');
  });

  it('accepts option names as well as codes, and an offer id as generic_id', async () => {
    const byName = await visitor.post<string>('/api/catalog/product/offers/', { generic_id: '122101', color: '', size: '800×2000 мм', orientation: 'Левое', glass_color: 'Прозрачное', profile_color: 'Серебро' });
    expect(byName.data).toBe('/catalog/glass-doors/gratsiya/?offer=1221');
  });

  it('sells «Аква» with a tray: the pallet variant on its buy card, tray colours kept out of the colour filter', async () => {
    const found = await visitor.post<string>('/api/catalog/product/offers/', { generic_id: '1224', color: 'tray-anthracite', orientation: 'right' });
    expect(found.data).toMatch(/^\/catalog\/glass-doors\/akva\/\?offer=1224\d\d$/);
    const page = await visitor.open(found.data);
    const props = JSON.parse(/data-widget="buy-card"><script type="application\/json">(.*?)<\/script>/.exec(page.html)?.[1] ?? '{}') as Record<string, unknown>;
    expect(props).toMatchObject({ vendor: 'SD-1224', variant: 'pallet', easyCleanDefault: 'Y', firstStep: '301', current: { color: 'tray-anthracite', orientation: 'right' } });
    expect(props.offers).toContainEqual(expect.objectContaining({ axis: 'color', title: 'Цвет поддона' }));
    // The catalogue's colour filter is about doors: no tray colour in it.
    const catalogue = await visitor.open('/catalog/glass-doors/');
    expect(catalogue.html).not.toMatch(/tray-|Антрацит/);
  });

  it("rejects a combination that does not exist with 'Такого предложения нет'", async () => {
    const none = await visitor.post('/api/catalog/product/offers/', { generic_id: '1221', glass_color: 'bronze', profile_color: 'silver' });
    expect(errorsOf(none)).toEqual([{ code: 'offer', message: 'Такого предложения нет' }]);
    expect(codesOf(await visitor.post('/api/catalog/product/offers/', { generic_id: '1', size: '800x2000' }))).toEqual(['offer']);
  });
});

describe('demo: configurator', () => {
  interface Step {
    RKEY: string;
    TEMPLATE: string;
    PARENT: string;
    SUPER_PARENT: string;
    CHILDREN: string[];
    RESET_SIZES: string;
    ITEMS: Record<string, Record<string, unknown>>;
  }

  it('root steps, then the steps of a chosen option, with every template among them', async () => {
    const root = await visitor.post<Step[]>('/api/configurator/', { parent: '' });
    expect(root.data).toHaveLength(1);
    expect(root.data[0]).toMatchObject({ RKEY: 'root_model', TEMPLATE: 'i', PARENT: '', SUPER_PARENT: 'root', CHILDREN: ['301', '302', '303'] });
    const templates = new Set<string>();
    for (const model of ['301', '302', '303']) {
      const steps = await visitor.post<Step[]>('/api/configurator/', { parent: model });
      for (const step of steps.data) {
        templates.add(step.TEMPLATE);
        expect(step).toMatchObject({ PARENT: model, SUPER_PARENT: model });
      }
    }
    expect([...templates].sort()).toEqual(['i', 'r', 's', 't']);
    const nested = await visitor.post<Step[]>('/api/configurator/', { parent: '433' });
    expect(nested.data[0]).toMatchObject({ PARENT: '433', SUPER_PARENT: '303' });
    expect(codesOf(await visitor.post('/api/configurator/', { parent: '999' }))).toEqual(['parent']);
  });

  it('carries limits, _V2 limits, locks by another step, RESET_SIZES and part flags', async () => {
    const steps = (await visitor.post<Step[]>('/api/configurator/', { parent: '301' })).data;
    const pallet = steps.find((step) => step.RKEY === '301_pallet');
    expect(pallet?.RESET_SIZES).toBe('Y');
    expect(pallet?.ITEMS['332']).toMatchObject({ UF_CHANGE_DOOR: '900', UF_CHANGE_PANEL: '400' });
    const sizes = steps.find((step) => step.TEMPLATE === 't');
    expect(sizes?.ITEMS['341']).toMatchObject({ UF_DOOR: 'Y', UF_DOOR_PANEL: 'Y', UF_BOTTOM_LIMIT_V2: '1000', UF_TOP_LIMIT_V2: '1400', UF_LIMIT_CHANGE: '1', UF_LIMIT_VALUE: '600' });
    const loft = (await visitor.post<Step[]>('/api/configurator/', { parent: '302' })).data;
    expect(loft.some((step) => Object.values(step.ITEMS).some((item) => item.UF_DOUBLE_PART === 'Y'))).toBe(true);
    expect(loft.some((step) => Object.values(step.ITEMS).some((item) => item.UF_SOLID_PART === 'Y'))).toBe(true);
  });

  it('scheme URL and the configuration order', async () => {
    const scheme = await visitor.get<string>('/api/configuration/scheme/get/301/311/321/');
    expect(scheme.data).toBe('/images/scheme/301-311-left.svg');
    expect((await visitor.get<string>('/api/configuration/scheme/get/303/false/right/')).data).toBe('/images/scheme/303-false-right.svg');
    expect(codesOf(await visitor.get('/api/configuration/scheme/get/1/false/left/'))).toEqual(['scheme']);
    const image = await visitor.app.request(scheme.data);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    const order = await visitor.submit('/api/configuration/', { name: 'Анна', phone: '+7 (900) 111-22-33', email: '', config: 'Модель: Душевое ограждение «Аква»;', scheme: scheme.data });
    expect(order).toMatchObject({ success: true, message: 'В ближайшее время с вами свяжутся наши специалисты.' });
    expect(codesOf(await visitor.submit('/api/configuration/', { name: '', phone: '', config: '' })).sort()).toEqual(['1', '4', 'config']);
  });
});

describe('demo: search, locations, reviews, forms', () => {
  it('search suggestions, with the keyboard layout fixed', async () => {
    const answer = await visitor.post<{ valid_query: string; suggestions: Array<{ NAME: string; URL: string }> }>('/api/search_query/', { query: 'uhfwbz' });
    expect(answer.data.valid_query).toBe('грация');
    expect(answer.data.suggestions[0]).toEqual({ NAME: 'Дверь стеклянная маятниковая «Грация»', URL: '/catalog/glass-doors/gratsiya/' });
  });

  it('the search page renders the three groups and their empty texts', async () => {
    const page = await visitor.open(`/search/?q=${encodeURIComponent('грация')}&s=${encodeURIComponent('Поиск')}`);
    expect(page.html).toContain('Товары (1)');
    expect(page.html).toContain('По вашему запросу статей не найдено.');
    expect(page.html).toContain('По вашему запросу других материалов не найдено.');
  });

  it('locations: substring of the Russian name, Chelyabinsk with its code and ZIP', async () => {
    const answer = await visitor.post<{ data: Array<{ CODE: string; NAME_RU: string; ZIP: string }> }>('/api/locations/suggests/', { query: 'челяб' });
    expect(answer.data.data).toEqual([{ ID: '1', CODE: '0000854968', NAME_RU: 'Челябинск', REGION_SHORT_NAME: 'Челябинская обл.', ZIP: '454000' }]);
    const inner = await visitor.post<{ data: Array<{ NAME_RU: string }> }>('/api/locations/suggests/', { query: 'ург' });
    expect(inner.data.data.map((city) => city.NAME_RU)).toContain('Екатеринбург');
  });

  it('reviews: load more by offset and limit; a new one waits for moderation', async () => {
    const more = await visitor.post<{ count: number; reviews: Array<{ ID: string; PROPERTIES: Record<string, unknown> }> }>('/api/reviews/load_more/', { product: '1201', offset: '2', limit: '1' });
    expect(more.data.count).toBe(6);
    expect(more.data.reviews).toHaveLength(1);
    const added = await visitor.submit('/api/reviews/add/', { name: 'Тест', review: 'Отличная дверь, рекомендую всем.', product: '1201', photo: new File([new Uint8Array([1, 2, 3])], 'door.png', { type: 'image/png' }) });
    expect(added.success).toBe(true);
    expect((await visitor.post<{ count: number }>('/api/reviews/load_more/', { product: '1201', offset: '0', limit: '1' })).data.count).toBe(6);
    const moderation = await visitor.open('/demo/moderation/');
    const id = /name="id" value="(\d+)"/.exec(moderation.html)?.[1] ?? '';
    const approve = await visitor.app.request('/demo/moderation/', {
      method: 'POST',
      body: new URLSearchParams({ id, action: 'approve', answer: 'Спасибо!', sessid: visitor.sessid }),
      headers: visitor.headers({ 'Content-Type': 'application/x-www-form-urlencoded' }),
    });
    expect(approve.status).toBe(303);
    const after = await visitor.post<{ count: number; reviews: Array<{ NAME: string; photo: { src: string } | null }> }>('/api/reviews/load_more/', { product: '1201', offset: '0', limit: '1' });
    expect(after.data.count).toBe(7);
    expect(after.data.reviews[0]?.NAME).toBe('Тест');
    const photo = await visitor.app.request(after.data.reviews[0]?.photo?.src ?? '', { headers: visitor.headers() });
    expect(photo.headers.get('content-type')).toBe('image/png');
    const bad = await visitor.submit('/api/reviews/add/', { name: '', review: '', product: '1201', photo: new File(['x'], 'virus.exe') });
    expect(codesOf(bad).sort()).toEqual(['4', '4', '8']);
  });

  it('cooperation codes 4, 5, 1, 10, 11 and the success text', async () => {
    const bad = await visitor.submit('/api/cooperation/', {});
    expect(codesOf(bad).sort()).toEqual(['1', '10', '11', '4', '5']);
    const good = await visitor.submit('/api/cooperation/', { name: 'Иван', email: 'ivan@example.ru', phone: '+7 900 000-00-00', company: 'ООО «Ромашка»', comment: 'Хотим стать дилером' });
    expect(good).toMatchObject({ success: true, message: 'Ваша заявка успешно отправлена.' });
  });

  it('manager call codes 4 and 1', async () => {
    expect(codesOf(await visitor.submit('/api/manager_call/', {})).sort()).toEqual(['1', '4']);
  });
});
