import { describe, expect, it } from 'vitest';
import type { City } from '../../../shared/api/locations';
import type { Suggestions } from '../../../shared/api/search';
import { createCityLookup } from '../../../widgets/checkout/city-lookup';
import { createSearchBar, type SearchBarIO } from '../../../widgets/search-bar/controller';
import { deferred, flushMicrotasks, type Deferred } from '../async';

/**
 * The shared suggestion list through its two views' controllers, against a fake server whose answers
 * the test releases in any order and a fake clock whose timers the test runs.
 */

interface Question<A> {
  text: string;
  signal: AbortSignal;
  answer: Deferred<A>;
}

function fakeClock() {
  const timers: { then: () => void; ms: number; cancelled: boolean }[] = [];
  return {
    timers,
    later(then: () => void, ms: number) {
      const timer = { then, ms, cancelled: false };
      timers.push(timer);
      return () => void (timer.cancelled = true);
    },
    /** Runs every timer due, as the debounce or the retry running out. */
    run() {
      for (const timer of timers.splice(0)) if (!timer.cancelled) timer.then();
    },
  };
}

function fakeServer<A>() {
  const questions: Question<A>[] = [];
  return {
    questions,
    ask(text: string, signal: AbortSignal): Promise<A> {
      const answer = deferred<A>();
      questions.push({ text, signal, answer });
      return answer.promise;
    },
  };
}

const suggestions = (query: string, ...names: string[]): Suggestions => ({
  valid_query: query,
  suggestions: names.map((name) => ({ NAME: name, URL: `/catalog/${name}/` })),
});

function searchBar(query = '') {
  const clock = fakeClock();
  const server = fakeServer<Suggestions>();
  const navigations: string[] = [];
  const io: SearchBarIO = { ask: server.ask, later: clock.later, navigate: (url) => void navigations.push(url) };
  const search = createSearchBar(io, { action: '/search/', query });
  search.start();
  const stop = (): void => search.dispose();
  return { search, stop, clock, server, navigations };
}

describe('search bar controller', () => {
  it('asks once for the text typed within the pause, then shows the answer', async () => {
    const { search, clock, server } = searchBar();
    search.type('д');
    search.type('дв');
    search.type('дверь');
    expect(search.pending.value).toBe(true);
    clock.run();
    expect(server.questions.map((question) => question.text)).toEqual(['дверь']);
    server.questions[0]?.answer.resolve(suggestions('дверь', 'Дверь Грация'));
    await flushMicrotasks();
    expect(search.expanded.value).toBe(true);
    expect(search.items.value.map((item) => item.NAME)).toEqual(['Дверь Грация']);
    expect(search.pending.value).toBe(false);
  });

  it("asks for the results page's query at the start", () => {
    const { clock, server } = searchBar('панель');
    clock.run();
    expect(server.questions.map((question) => question.text)).toEqual(['панель']);
  });

  it('drops an older answer that arrives after a newer one', async () => {
    const { search, clock, server } = searchBar();
    search.type('двер');
    clock.run();
    search.type('дверь');
    clock.run();
    const [older, newer] = server.questions;
    expect(older?.signal.aborted).toBe(true);
    newer?.answer.resolve(suggestions('дверь', 'Новая'));
    await flushMicrotasks();
    older?.answer.resolve(suggestions('двер', 'Старая'));
    await flushMicrotasks();
    expect(search.items.value.map((item) => item.NAME)).toEqual(['Новая']);
    expect(search.answer.value?.valid_query).toBe('дверь');
  });

  it('keeps the text and shows nothing when the suggestions fail', async () => {
    const { search, clock, server } = searchBar();
    search.type('дверь');
    clock.run();
    server.questions[0]?.answer.reject(new Error('500'));
    await flushMicrotasks();
    expect(search.items.value).toEqual([]);
    expect(search.pending.value).toBe(false);
    expect(search.query.value).toBe('дверь');
  });

  it('a submit while the text is checked waits, then goes once with the valid query', async () => {
    const { search, clock, server, navigations } = searchBar();
    search.type('ldthm');
    search.submit();
    search.submit();
    expect(navigations).toEqual([]);
    clock.run(); // the debounce asks; the retry finds it still waiting and waits again
    expect(navigations).toEqual([]);
    server.questions[0]?.answer.resolve(suggestions('дверь'));
    await flushMicrotasks();
    clock.run();
    expect(navigations).toEqual(['/search/?q=%D0%B4%D0%B2%D0%B5%D1%80%D1%8C&s=%D0%9F%D0%BE%D0%B8%D1%81%D0%BA']);
  });

  it('an empty text submits nothing; Escape closes the list, then clears the text', async () => {
    const { search, clock, server, navigations } = searchBar();
    search.submit();
    expect(navigations).toEqual([]);
    search.type('дверь');
    clock.run();
    server.questions[0]?.answer.resolve(suggestions('дверь', 'Грация', 'Лира'));
    await flushMicrotasks();
    expect(search.move('ArrowDown')).toBe(true);
    expect(search.active.value).toBe(0);
    expect(search.escape()).toBe(true);
    expect(search.expanded.value).toBe(false);
    expect(search.query.value).toBe('дверь');
    expect(search.escape()).toBe(true);
    expect(search.query.value).toBe('');
    expect(search.items.value).toEqual([]);
    expect(search.escape()).toBe(false);
  });

  it('arrows walk the list and back to the text; Enter opens the active suggestion', async () => {
    const { search, clock, server, navigations } = searchBar();
    search.type('дверь');
    clock.run();
    server.questions[0]?.answer.resolve(suggestions('дверь', 'Грация', 'Лира'));
    await flushMicrotasks();
    search.move('ArrowDown');
    search.move('ArrowDown');
    search.move('ArrowDown');
    expect(search.active.value).toBe(-1);
    expect(search.enter()).toBe(false);
    search.move('ArrowUp');
    expect(search.enter()).toBe(true);
    expect(navigations).toEqual(['/catalog/Лира/']);
    expect(search.open.value).toBe(false);
  });

  it('after the unmount an answer or a retry on its way changes nothing and throws nothing', async () => {
    const { search, stop, clock, server, navigations } = searchBar();
    search.type('дверь');
    clock.run();
    search.submit();
    stop();
    expect(server.questions[0]?.signal.aborted).toBe(true);
    server.questions[0]?.answer.resolve(suggestions('дверь', 'Грация'));
    await flushMicrotasks();
    clock.run();
    expect(search.items.value).toEqual([]);
    expect(navigations).toEqual([]);
  });
});

const city = (name: string, code: string): City => ({ ID: code, CODE: code, NAME_RU: name, REGION_SHORT_NAME: '', ZIP: '' }) as City;

function cityLookup() {
  const clock = fakeClock();
  const server = fakeServer<City[]>();
  const lookup = createCityLookup({ ask: server.ask, later: clock.later });
  lookup.start();
  const stop = (): void => lookup.dispose();
  return { lookup, stop, clock, server };
}

describe('checkout city lookup', () => {
  it('asks once after the pause, opens the list and says how many were found', async () => {
    const { lookup, clock, server } = cityLookup();
    expect(lookup.status.value).toBe('');
    lookup.type('Чел');
    lookup.type('Челя');
    clock.run();
    expect(clock.timers).toEqual([]);
    expect(server.questions.map((question) => question.text)).toEqual(['Челя']);
    server.questions[0]?.answer.resolve([city('Челябинск', '1'), city('Челяба', '2')]);
    await flushMicrotasks();
    expect(lookup.expanded.value).toBe(true);
    expect(lookup.status.value).toBe('Найдено городов: 2');
  });

  it('arrows wrap round; choosing empties the list and says which city', async () => {
    const { lookup, clock, server } = cityLookup();
    lookup.type('Чел');
    clock.run();
    server.questions[0]?.answer.resolve([city('Челябинск', '1'), city('Челяба', '2')]);
    await flushMicrotasks();
    lookup.move('ArrowUp');
    expect(lookup.active.value).toBe(1);
    lookup.move('ArrowDown');
    expect(lookup.active.value).toBe(0);
    const chosen = lookup.chosen();
    expect(chosen?.NAME_RU).toBe('Челябинск');
    if (chosen) lookup.choose(chosen);
    expect(lookup.items.value).toEqual([]);
    expect(lookup.expanded.value).toBe(false);
    expect(lookup.status.value).toBe('Выбран город Челябинск');
  });

  it('a choice drops the question on its way, and an older answer never replaces a newer one', async () => {
    const { lookup, clock, server } = cityLookup();
    lookup.type('Мос');
    clock.run();
    lookup.type('Миа');
    clock.run();
    server.questions[1]?.answer.resolve([city('Миасс', '3')]);
    await flushMicrotasks();
    server.questions[0]?.answer.resolve([city('Москва', '4')]);
    await flushMicrotasks();
    expect(lookup.items.value.map((item) => item.NAME_RU)).toEqual(['Миасс']);
    lookup.choose(city('Миасс', '3'));
    lookup.type('Ека');
    clock.run();
    lookup.choose(city('Екатеринбург', '5'));
    server.questions[2]?.answer.resolve([city('Екатеринбург', '5')]);
    await flushMicrotasks();
    expect(lookup.items.value).toEqual([]);
    expect(lookup.status.value).toBe('Выбран город Екатеринбург');
  });

  it("tells why the lookup failed", async () => {
    const { lookup, clock, server } = cityLookup();
    lookup.type('Чел');
    clock.run();
    server.questions[0]?.answer.reject(new Error('Сервер временно недоступен. Попробуйте ещё раз позже.'));
    await flushMicrotasks();
    expect(lookup.status.value).toBe('Сервер временно недоступен. Попробуйте ещё раз позже.');
    expect(lookup.items.value).toEqual([]);
  });

  it('after the unmount nothing changes and no timer is left', async () => {
    const { lookup, stop, clock, server } = cityLookup();
    lookup.type('Чел');
    stop();
    expect(clock.timers.every((timer) => timer.cancelled)).toBe(true);
    clock.run();
    expect(server.questions).toEqual([]);
    lookup.type('Челя');
    clock.run();
    expect(server.questions).toEqual([]);
    expect(lookup.status.value).toBe('');
  });
});
