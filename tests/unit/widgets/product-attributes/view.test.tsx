import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProductAttributesView } from '../../../../widgets/product-attributes/ProductAttributesView';

const ITEMS = [
  { name: 'Материал', value: 'МДФ', hint: 'Из чего сделано полотно.' },
  { name: 'Цвет', value: 'Белый', hint: '' },
  { name: 'Гарантия', value: '3 года', hint: 'Срок бесплатного ремонта.' },
];

describe('product attributes view (a hover screen)', () => {
  it('shows a hint on focus; Escape on the page hides it and the focus stays on its button', async () => {
    const user = userEvent.setup();
    render(<ProductAttributesView items={ITEMS} />);
    expect(screen.queryByRole('button', { name: 'Подсказка: Цвет' })).toBeNull();
    await user.tab();
    const hint = screen.getByRole('button', { name: 'Подсказка: Материал' });
    expect(document.activeElement).toBe(hint);
    expect(screen.getByRole('tooltip').textContent).toBe('Из чего сделано полотно.');
    expect(hint.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(document.activeElement).toBe(hint);
    expect(hint.getAttribute('aria-expanded')).toBe('false');
    await user.tab();
    expect(screen.getByRole('tooltip').textContent).toBe('Срок бесплатного ремонта.');
  });

  it('unmounted, it leaves no listener on the page', async () => {
    const user = userEvent.setup();
    const view = render(<ProductAttributesView items={ITEMS} />);
    await user.tab();
    view.unmount();
    const escape = new KeyboardEvent('keydown', { key: 'Escape', cancelable: true, bubbles: true });
    document.dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(false);
  });
});
