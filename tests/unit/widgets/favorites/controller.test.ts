import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../shared/api/http';
import { createFavorites, type FavoritesIO } from '../../../../widgets/favorites/controller';
import { deferred, type Deferred } from '../../async';

/** The favourites page's controller against a fake shop whose answers the test releases in any order. */

function started() {
  const asked: { id: string; answer: Deferred<{ message: string }> }[] = [];
  const seen = { loads: 0, removed: 0, failures: [] as string[] };
  const io: FavoritesIO = {
    list: signal(null),
    loadError: signal(''),
    loadFavorites: () => void (seen.loads += 1),
    remove(id) {
      const answer = deferred<{ message: string }>();
      asked.push({ id, answer });
      return answer.promise;
    },
    toastRemoved: () => void (seen.removed += 1),
    toastFailure: (text) => void seen.failures.push(text),
  };
  const favorites = createFavorites(io);
  favorites.start();
  return { favorites, asked, seen };
}

describe('favorites controller', () => {
  it("loads the list at the start and again on 'Повторить'", () => {
    const { favorites, seen } = started();
    expect(seen.loads).toBe(1);
    favorites.retry();
    expect(seen.loads).toBe(2);
  });

  it('a second press on a heart while its removal is on its way sends nothing', async () => {
    const { favorites, asked, seen } = started();
    const first = favorites.remove('7');
    void favorites.remove('7');
    expect(asked.map((entry) => entry.id)).toEqual(['7']);
    expect(favorites.removing.value.has('7')).toBe(true);
    asked[0]?.answer.resolve({ message: 'Товар удален из избранного' });
    await first;
    expect(seen.removed).toBe(1);
    expect(favorites.removing.value.has('7')).toBe(false);
  });

  it('two cards removed at once: each answer, in any order, frees its own card only', async () => {
    const { favorites, asked } = started();
    const seven = favorites.remove('7');
    const eight = favorites.remove('8');
    asked[1]?.answer.resolve({ message: '' });
    await eight;
    expect([...favorites.removing.value]).toEqual(['7']);
    asked[0]?.answer.resolve({ message: '' });
    await seven;
    expect(favorites.removing.value.size).toBe(0);
  });

  it("a failed removal says the server's words, or a fallback", async () => {
    const { favorites, asked, seen } = started();
    const first = favorites.remove('7');
    asked[0]?.answer.reject(new ApiError('rejected', 'Внутренняя ошибка', '/api/favorites/items/delete/'));
    await first;
    const second = favorites.remove('7');
    asked[1]?.answer.reject(new Error('boom'));
    await second;
    expect(seen.failures).toEqual(['Внутренняя ошибка', 'Не удалось удалить товар из избранного. Попробуйте ещё раз.']);
    expect(favorites.removing.value.size).toBe(0);
  });

  it('after the unmount an answer on its way changes nothing and tells nothing', async () => {
    const { favorites, asked, seen } = started();
    const removal = favorites.remove('7');
    favorites.dispose();
    asked[0]?.answer.reject(new Error('offline'));
    await removal;
    expect(seen.failures).toEqual([]);
    expect(favorites.removing.value.has('7')).toBe(true);
    void favorites.remove('8');
    expect(asked).toHaveLength(1);
  });
});
