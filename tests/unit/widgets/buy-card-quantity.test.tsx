import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../api/helpers';
import { BuyCard } from '../../../widgets/buy-card/BuyCard';
import { buyCardProps } from '../../../widgets/buy-card/index';

/** Spec 5 and 9: the quantity is 1..500; stock is the server's to enforce (its quantity errors). */
describe('buy card quantity', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('takes a quantity above the stock, up to 500; above 500 resets to 1', async () => {
    stubFetch(() => jsonResponse({ success: true, data: [] }));
    const user = userEvent.setup();
    render(<BuyCard {...v.parse(buyCardProps, { id: '1244', name: 'Мрамор белый', price: 1190, quantity: '3' })} />);
    const field = screen.getByRole('spinbutton', { name: 'Количество: Мрамор белый' });
    await user.clear(field);
    await user.type(field, '10');
    await user.tab();
    expect((field as HTMLInputElement).value).toBe('10');
    await user.clear(field);
    await user.type(field, '501');
    await user.tab();
    expect((field as HTMLInputElement).value).toBe('1');
  });
});
