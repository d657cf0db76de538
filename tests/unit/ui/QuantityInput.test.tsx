import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import {
  QuantityInput,
  clampQuantity,
  decrementQuantity,
  incrementQuantity,
} from '../../../shared/ui/QuantityInput';

describe('quantity rules', () => {
  it.each([
    ['1', 1],
    ['250', 250],
    [' 42 ', 42],
    ['500', 500],
    [7, 7],
  ])('keeps valid %j', (raw, out) => {
    expect(clampQuantity(raw)).toBe(out);
  });

  it.each(['', 'abc', '2a', '-3', '0', '501', '1000', '2.5', '1e2', ' ', NaN, 2.5, 0, 501, null, undefined])(
    'resets %j to 1',
    (raw) => {
      expect(clampQuantity(raw)).toBe(1);
    },
  );

  it('plus adds one but does nothing at 500 or above', () => {
    expect(incrementQuantity(1)).toBe(2);
    expect(incrementQuantity(499)).toBe(500);
    expect(incrementQuantity(500)).toBe(500);
    expect(incrementQuantity(600)).toBe(600);
  });

  it('minus takes one but does nothing at 1', () => {
    expect(decrementQuantity(2)).toBe(1);
    expect(decrementQuantity(1)).toBe(1);
  });

  it('honours a smaller maximum', () => {
    expect(incrementQuantity(3, 3)).toBe(3);
    expect(clampQuantity('4', 3)).toBe(1);
  });
});

function Harness({ initial, onChange }: { initial: number; onChange?: (n: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityInput
      value={value}
      onChange={(n) => {
        setValue(n);
        onChange?.(n);
      }}
    />
  );
}

describe('<QuantityInput>', () => {
  const field = () => screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Количество' });
  const plus = () => screen.getByRole('button', { name: 'Увеличить количество' });
  const minus = () => screen.getByRole('button', { name: 'Уменьшить количество' });
  /** Replaces what is in the field, as a shopper selecting it all and typing would. */
  const retype = async (user: ReturnType<typeof userEvent.setup>, text: string) => {
    await user.clear(field());
    if (text) await user.type(field(), text);
  };

  it('is a labelled numeric text field between two labelled buttons', () => {
    render(<Harness initial={3} />);
    expect(field().type).toBe('text');
    expect(field().inputMode).toBe('numeric');
    expect(field().value).toBe('3');
    expect(field().getAttribute('aria-valuenow')).toBe('3');
  });

  it('plus and minus change the value by one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={3} onChange={onChange} />);
    await user.click(plus());
    expect(field().value).toBe('4');
    await user.click(minus());
    await user.click(minus());
    expect(field().value).toBe('2');
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([4, 3, 2]);
  });

  it('minus does nothing at 1', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={1} onChange={onChange} />);
    expect(minus().getAttribute('aria-disabled')).toBe('true');
    await user.click(minus());
    expect(field().value).toBe('1');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('plus does nothing at 500', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={500} onChange={onChange} />);
    expect(plus().getAttribute('aria-disabled')).toBe('true');
    await user.click(plus());
    expect(field().value).toBe('500');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a typed valid number applies at once', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={1} onChange={onChange} />);
    await retype(user, '25');
    expect(onChange).toHaveBeenLastCalledWith(25);
    expect(field().value).toBe('25');
  });

  it('non-numeric input resets to 1 when the field is left', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={5} onChange={onChange} />);
    await retype(user, 'abc');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab(); // leaves the field
    expect(field().value).toBe('1');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('an out-of-range number resets to 1 on Enter', async () => {
    const user = userEvent.setup();
    render(<Harness initial={5} />);
    await retype(user, '501');
    await user.keyboard('{Enter}');
    expect(field().value).toBe('1');
    await retype(user, '0');
    await user.keyboard('{Enter}');
    expect(field().value).toBe('1');
  });

  it('an emptied field goes back to 1', async () => {
    const user = userEvent.setup();
    render(<Harness initial={7} />);
    await retype(user, '');
    await user.tab(); // leaves the field
    expect(field().value).toBe('1');
  });

  it('arrow keys step like the buttons and respect the limits', async () => {
    const user = userEvent.setup();
    render(<Harness initial={499} />);
    await user.click(field());
    await user.keyboard('{ArrowUp}');
    expect(field().value).toBe('500');
    await user.keyboard('{ArrowUp}');
    expect(field().value).toBe('500');
    await user.keyboard('{ArrowDown}');
    expect(field().value).toBe('499');
  });

  it('follows a new value from the parent', () => {
    const r = render(<QuantityInput value={2} onChange={() => {}} />);
    r.rerender(<QuantityInput value={9} onChange={() => {}} />);
    expect(field().value).toBe('9');
  });
});
