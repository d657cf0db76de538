import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadToasts } from '../../../shared/ui/toast';
import { Favorites } from '../../../widgets/favorites/Favorites';
import { fixtureText, jsonResponse, stubFetch } from '../api/helpers';

/** Spec 8: the favourites page's removal toast is the spec's text, whatever the CMS's message says. */
describe('favourites page removal', () => {
  beforeAll(() => loadToasts());
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("toasts exactly 'Товар успешно удален из избранного!'", async () => {
    stubFetch((request) =>
      request.method === 'GET' ? jsonResponse(fixtureText('favorites.json')) : jsonResponse({ success: true, message: 'Удалено.', data: [] }),
    );
    const user = userEvent.setup();
    render(<Favorites catalogUrl="/catalog/" basketUrl="/basket/" favoritesUrl="/personal/favorites/" />);
    const [remove] = await screen.findAllByRole('button', { name: /Удалить/ });
    await user.click(remove!);
    await waitFor(() => expect(document.querySelector('.vt-toast__text')?.textContent).toBe('Товар успешно удален из избранного!'));
  });
});
