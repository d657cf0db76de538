import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { Field, describedBy, fieldControlProps } from '../../../shared/ui/Field';
import { MaskedInput } from '../../../shared/ui/MaskedInput';

describe('field wiring rules', () => {
  it('joins described-by ids without blanks or repeats', () => {
    expect(describedBy('a', undefined, false, 'b a', null)).toBe('a b');
    expect(describedBy(undefined, '')).toBeUndefined();
  });

  it('marks a control invalid only with an error, error first in the description', () => {
    expect(fieldControlProps('x', { error: '', errorId: 'e', hintId: 'h' })).toEqual({ id: 'x', 'aria-describedby': 'h' });
    expect(fieldControlProps('x', { error: 'Плохо', errorId: 'e', hintId: 'h', required: true })).toEqual({
      id: 'x',
      'aria-invalid': true,
      'aria-describedby': 'e h',
      required: true,
    });
  });
});

const described = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)!.textContent);

describe('<Field>', () => {
  it('labels the control and shows no error while valid', () => {
    render(
      <Field label="E-mail" hint="На него придёт код">
        <input type="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(described(input)).toEqual(['На него придёт код']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an error marks the control invalid, describes it and is announced', () => {
    render(
      <Field label="E-mail" error="Пользователь с таким e-mail уже существует" hint="На него придёт код" required>
        <input type="email" />
      </Field>,
    );
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'E-mail' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.required).toBe(true);
    expect(described(input)).toEqual(['Пользователь с таким e-mail уже существует', 'На него придёт код']);
    expect(screen.getByRole('alert').textContent).toBe('Пользователь с таким e-mail уже существует');
  });

  it('keeps an id and description the control already has', () => {
    render(
      <>
        <p id="note">Только цифры</p>
        <Field label="Телефон" error="Неверный телефон">
          <input id="phone" aria-describedby="note" />
        </Field>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Телефон' });
    expect(input.id).toBe('phone');
    expect(described(input)).toEqual(['Неверный телефон', 'Только цифры']);
  });

  it('wires a component through a render function, and the error clears on edit', async () => {
    const user = userEvent.setup();
    function Form() {
      const [phone, setPhone] = useState('');
      const [error, setError] = useState<string | null>('Неверный телефон');
      return (
        <Field label="Телефон" error={error}>
          {(props) => (
            <MaskedInput
              {...props}
              mask="phone"
              value={phone}
              onChange={(m) => {
                setPhone(m);
                setError(null);
              }}
            />
          )}
        </Field>
      );
    }
    render(<Form />);
    const input = screen.getByRole('textbox', { name: 'Телефон' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.type(input, '9');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
