import { useSignals } from '@preact/signals-react/runtime';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import type { Page } from '../../../shared/api/pagination';
import { createLoadMore, type LoadMore } from '../../../shared/ui/load-more';
import { LoadMoreFooter, useLoadMore } from '../../../shared/ui/useLoadMore';
import { deferred, type Deferred } from '../async';

/** The view half of a load-more list: the button's states, the status line, focus on the first new item. */

interface Item {
  ID: string;
}

function List({ list }: { list: LoadMore<Item> }) {
  useSignals();
  useEffect(() => {
    list.start();
    return () => list.dispose();
  }, [list]);
  const listRef = useLoadMore(list, 'a');
  return (
    <div>
      <ul ref={listRef} aria-label="Список">
        {list.items.value.map((item) => (
          <li key={item.ID}>
            <a href={`/item/${item.ID}/`}>Пункт {item.ID}</a>
          </li>
        ))}
      </ul>
      <LoadMoreFooter className="vt-test__more" list={list} />
    </div>
  );
}

function setup() {
  const answers: Deferred<Page<Item>>[] = [];
  const list = createLoadMore<Item>(
    {
      loadPage: () => {
        const answer = deferred<Page<Item>>();
        answers.push(answer);
        return answer.promise;
      },
      toastError: () => {},
    },
    { items: [{ ID: '1' }, { ID: '2' }], page: 1, pages: 2, announce: (added) => `Добавлено: ${added}`, failure: 'Не вышло' },
  );
  render(<List list={list} />);
  return { answers };
}

describe('the load-more view', () => {
  it("shows 'Загрузить еще', is busy while a page loads, then announces it, focuses its first item and goes", async () => {
    const { answers } = setup();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Загрузить еще' }));
    const busy = screen.getByRole('button', { name: 'Загружаем…' });
    expect(busy).toHaveProperty('disabled', true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.className).toBe('vt-button vt-button--more');
    expect(busy.parentElement?.className).toBe('vt-test__more');

    await act(async () => {
      answers[0]!.resolve({ items: [{ ID: '3' }, { ID: '4' }], pages: 2 });
      await answers[0]!.promise;
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(status.textContent).toBe('Добавлено: 2');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Пункт 3' }));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('frees the button again after a failed page', async () => {
    const { answers } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Загрузить еще' }));
    await act(async () => {
      answers[0]!.reject(new Error('offline'));
      await answers[0]!.promise.catch(() => {});
    });
    const again = screen.getByRole('button', { name: 'Загрузить еще' });
    expect(again).toHaveProperty('disabled', false);
    expect(again.getAttribute('aria-busy')).toBe('false');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
