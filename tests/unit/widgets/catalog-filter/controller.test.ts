import { describe, expect, it } from 'vitest';
import { createCatalogFilter, type CatalogFilterIO, type ScrollView } from '../../../../widgets/catalog-filter/controller';
import { fakeQuery } from '../../fake-media';
import type { FilterFields } from '../../../../widgets/catalog-filter/model';

const fields: FilterFields = {
  selects: [{ name: 'color', label: 'Цвет', options: [{ value: 'white', label: 'Белый', color: '#fff' }, { value: 'oak', label: 'Дуб беленый' }] }],
  checkboxes: [{ name: 'available', label: 'В наличии' }, { name: 'new', label: 'Новинки' }],
};

/** A media query the test turns by hand. */
/** The page: an address, navigations recorded, a width, a scroll and frames the test runs by hand. */
function fakeIO(search = '', phone = false) {
  const navigations: string[] = [];
  const frames = new Set<() => void>();
  const media = fakeQuery(phone);
  const page = new EventTarget();
  const view = { scrollY: 0, footer: 3000 as number | null, viewportHeight: 740 };
  const listeners = { count: 0 };
  const add = page.addEventListener.bind(page);
  const remove = page.removeEventListener.bind(page);
  page.addEventListener = (...args: Parameters<EventTarget['addEventListener']>) => {
    listeners.count += 1;
    add(...args);
  };
  page.removeEventListener = (...args: Parameters<EventTarget['removeEventListener']>) => {
    listeners.count -= 1;
    remove(...args);
  };
  const io: CatalogFilterIO = {
    location: () => ({ pathname: '/catalog/doors/', search }),
    navigate: (url) => void navigations.push(url),
    phoneQuery: media.query,
    page,
    measure: (): ScrollView => ({ scrollY: view.scrollY, footerTop: () => view.footer, viewportHeight: view.viewportHeight }),
    frame(run) {
      frames.add(run);
      return () => frames.delete(run);
    },
  };
  return {
    io,
    navigations,
    media,
    view,
    listeners,
    frames,
    scroll(scrollY: number) {
      view.scrollY = scrollY;
      page.dispatchEvent(new Event('scroll'));
    },
    nextFrame() {
      const due = [...frames];
      frames.clear();
      for (const run of due) run();
    },
  };
}

describe('catalog filter controller: the draft and the page loads', () => {
  it('starts the draft from the address and shows the applied filter as tags and a count', () => {
    const fake = fakeIO('?color=oak&available=Y&sort=1');
    const ctl = createCatalogFilter(fake.io, { action: '', fields });
    expect(ctl.draft.value).toEqual({ selects: { color: ['oak'] }, checks: { available: true, new: false } });
    expect(ctl.tags.map((tag) => tag.label)).toEqual(['В наличии', 'Дуб беленый']);
    expect(ctl.count).toBe(2);
    expect(ctl.target).toBe('/catalog/doors/');
  });

  it("'Применить' loads the draft, keeping the address's other parameters; nothing loads before", () => {
    const fake = fakeIO('?sort=1&PAGEN_1=3');
    const ctl = createCatalogFilter(fake.io, { action: '/catalog/', fields });
    ctl.start();
    ctl.check('new', true);
    ctl.choose('color', ['oak', 'white']);
    ctl.check('new', false);
    ctl.check('available', true);
    expect(fake.navigations).toEqual([]);
    ctl.apply();
    expect(fake.navigations).toEqual(['/catalog/?sort=1&available=Y&color=white&color=oak']);
  });

  it("'Сбросить' and a tag's remove button load the applied filter changed, whatever the draft holds", () => {
    const fake = fakeIO('?color=oak&color=white&available=Y');
    const ctl = createCatalogFilter(fake.io, { action: '', fields });
    ctl.start();
    ctl.check('new', true);
    const white = ctl.tags.find((tag) => tag.value === 'white')!;
    ctl.remove(white);
    ctl.reset();
    expect(fake.navigations).toEqual(['/catalog/doors/?available=Y&color=oak', '/catalog/doors/']);
  });
});

describe('catalog filter controller: the floating button', () => {
  it('on a phone follows the scroll once a frame: shown after 100 px, hidden at the footer', () => {
    const fake = fakeIO('', true);
    const ctl = createCatalogFilter(fake.io, { action: '', fields });
    ctl.start();
    expect(ctl.phone.value).toBe(true);
    expect(ctl.floating.value).toBe(false);
    fake.scroll(80);
    fake.nextFrame();
    expect(ctl.floating.value).toBe(false);
    fake.scroll(300);
    fake.scroll(400);
    expect(fake.frames.size).toBe(1);
    expect(ctl.floating.value).toBe(false);
    fake.nextFrame();
    expect(ctl.floating.value).toBe(true);
    fake.view.footer = 600;
    fake.scroll(2000);
    fake.nextFrame();
    expect(ctl.floating.value).toBe(false);
  });

  it('is never shown on a wider screen, which is not followed; turning to a phone width starts following', () => {
    const fake = fakeIO('', false);
    fake.view.scrollY = 500;
    const ctl = createCatalogFilter(fake.io, { action: '', fields });
    ctl.start();
    expect(fake.listeners.count).toBe(0);
    expect(ctl.floating.value).toBe(false);
    fake.media.turn(true);
    expect(ctl.phone.value).toBe(true);
    // Measured at the next frame, not in the middle of the change.
    expect(ctl.floating.value).toBe(false);
    fake.nextFrame();
    expect(ctl.floating.value).toBe(true);
    expect(fake.listeners.count).toBe(2);
    fake.scroll(600);
    fake.media.turn(false);
    expect(ctl.floating.value).toBe(false);
    expect(fake.listeners.count).toBe(0);
    expect(fake.frames.size).toBe(0);
  });

  it('disposed, it leaves no listener and no frame, and hears the width no more', () => {
    const fake = fakeIO('', true);
    const ctl = createCatalogFilter(fake.io, { action: '', fields });
    ctl.start();
    fake.scroll(400);
    ctl.dispose();
    expect(fake.listeners.count).toBe(0);
    expect(fake.frames.size).toBe(0);
    fake.media.turn(false);
    expect(ctl.phone.value).toBe(true);
  });

  it('without a media query it is not a phone', () => {
    const fake = fakeIO('', true);
    const ctl = createCatalogFilter({ ...fake.io, phoneQuery: null }, { action: '', fields });
    ctl.start();
    expect(ctl.phone.value).toBe(false);
    expect(fake.listeners.count).toBe(0);
  });
});
