import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_TEXTS } from '../../../../shared/api/http';
import { loadToasts } from '../../../../shared/ui/toast';
import { Favorites } from '../../../../widgets/favorites/Favorites';
import { fixtureText, htmlResponse, jsonResponse, stubFetch } from '../../api/helpers';

/**
 * The favourites page when the shop fails a removal with its HTML error page: the shopper is told in a
 * toast, the card stays, and its heart can be pressed again. The shop is a fake fetch; the page, the
 * shared store and the API client are the real ones.
 */
describe('favourites page: a removal the server fails', () => {
  beforeAll(() => loadToasts());
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('toasts the reason, keeps the card and lets the heart be pressed again', async () => {
    const posts: string[] = [];
    stubFetch((request) => {
      if (request.method === 'GET') return jsonResponse(fixtureText('favorites.json'));
      posts.push(new URL(request.url).pathname);
      return htmlResponse('<html><body>Internal Server Error</body></html>', 500);
    });
    const user = userEvent.setup();
    render(<Favorites catalogUrl="/catalog/" basketUrl="/basket/" favoritesUrl="/personal/favorites/" />);
    const list = await screen.findByRole('list', { name: 'Избранные товары' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const heart = within(cards[0]!).getByRole('button', { name: /^Удалить из избранного/ });

    await user.click(heart);
    await waitFor(() => expect(document.querySelector('.vt-toast__text')?.textContent).toBe(`Ошибка: ${ERROR_TEXTS.http}`));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(heart.hasAttribute('disabled')).toBe(false));

    await user.click(heart);
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });
});
