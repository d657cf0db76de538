import { act, screen } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reactWidget } from '../../../shared/runtime/react';
import { itemsAwayFromScreen } from '../../../shared/ui/near-screen';
import { WhenNearScreen, useWaitingItems } from '../../../shared/ui/WhenNearScreen';
import { FakeIntersectionObserver } from '../fake-intersection';

/** A long list mounted as the catalogue's is: items more than a screen below wait as the server made them. */

const pressed = vi.fn<(id: string) => void>();
const ITEMS = ['1', '2', '3', '4'];

interface ListProps {
  items: string[];
  away?: ReadonlyMap<string, Element>;
}

function List({ items, away }: ListProps) {
  const waitingItem = useWaitingItems(away);
  return (
    <ul aria-label="Товары">
      {items.map((id) => (
        <li key={id}>
          <WhenNearScreen waiting={waitingItem(id)}>
            <article data-product-id={id}>
              <a href={`/p/${id}/`}>Товар {id}</a>
              <button type="button" aria-label={`В корзину: ${id}`} onClick={() => pressed(id)}>
                В корзину
              </button>
            </article>
          </WhenNearScreen>
        </li>
      ))}
    </ul>
  );
}

const widget = reactWidget<ListProps>(List, v.object({ items: v.array(v.string()) }));
const mount = (element: HTMLElement): (() => void) => widget.mount(element, { items: ITEMS, away: itemsAwayFromScreen(element, 'data-product-id') });

/** The server's markup: items 1 and 2 on the first screen, 3 and 4 far below it, each with a tag of its own. */
function serverList(): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = ITEMS.map(
    (id) => `<article data-product-id="${id}" data-top="${Number(id) > 2 ? 5000 : 100}"><a href="/p/${id}/">Сервер ${id}</a><form data-widget="basket-button"><button aria-label="В корзину: ${id}">В корзину</button></form></article>`,
  ).join('');
  document.body.append(element);
  return element;
}

const copyOf = (id: string): Element => screen.getByText(`Сервер ${id}`).closest('article') as Element;

let unmount: () => void = () => {};
beforeEach(() => {
  FakeIntersectionObserver.install();
  pressed.mockClear();
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const top = Number(this.getAttribute('data-top') ?? 0);
    return { top, bottom: top + 400, height: 400, left: 0, right: 300, width: 300, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
  });
});
afterEach(() => {
  act(() => unmount());
  document.body.replaceChildren();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a long list whose server items wait off screen', () => {
  it('renders the first screen at once and keeps the server copy of the rest, with no tag in it taken for a widget', () => {
    act(() => {
      unmount = mount(serverList());
    });
    expect(screen.getByRole('link', { name: 'Товар 1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Товар 2' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Товар 3' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Сервер 3' })).toBeTruthy();
    expect(document.querySelectorAll('[data-widget]')).toHaveLength(0);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('renders a waiting item once the shopper nears it, in its place', () => {
    act(() => {
      unmount = mount(serverList());
    });
    act(() => FakeIntersectionObserver.report(copyOf('3'), true));
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['Товар 1', 'Товар 2', 'Товар 3', 'Сервер 4']);
  });

  it('keeps the focus on the same link when the keyboard reaches a waiting item', () => {
    act(() => {
      unmount = mount(serverList());
    });
    act(() => screen.getByRole('link', { name: 'Сервер 4' }).focus());
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Товар 4' }));
  });

  it('presses the rendered button once when a waiting copy is tapped, and the server form is not sent', () => {
    act(() => {
      unmount = mount(serverList());
    });
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener('submit', submitted);
    act(() => screen.getByRole('button', { name: 'В корзину: 3' }).click());
    document.removeEventListener('submit', submitted);
    expect(pressed.mock.calls).toEqual([['3']]);
    expect(submitted).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Товар 3' })).toBeTruthy();
  });

  it('renders every item at once where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    act(() => {
      unmount = mount(serverList());
    });
    await act(async () => {});
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Товар 1', 'Товар 2', 'Товар 3', 'Товар 4']);
  });
});
