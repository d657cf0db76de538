import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { TextField } from '../../../shared/ui/TextField';

describe('<TextField>', () => {
  it('is a labelled input that passes its attributes through and reports what is typed', async () => {
    const user = userEvent.setup();
    function Form() {
      const [email, setEmail] = useState('');
      return (
        <>
          <TextField label="E-mail" type="email" name="email" autoComplete="email" value={email} onValue={setEmail} />
          <output>{email}</output>
        </>
      );
    }
    render(<Form />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'E-mail' });
    expect(input.type).toBe('email');
    expect(input.name).toBe('email');
    expect(input.autocomplete).toBe('email');
    expect(input.required).toBe(false);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(input, 'petrov@example.ru');
    expect(input.value).toBe('petrov@example.ru');
    expect(screen.getByRole('status').textContent).toBe('petrov@example.ru');
  });

  it('an error marks the input invalid, describes it and is announced; it goes once cleared', async () => {
    const user = userEvent.setup();
    function Form() {
      const [name, setName] = useState('');
      const [error, setError] = useState<string | undefined>('Укажите ФИО');
      return (
        <TextField
          label="ФИО"
          required
          value={name}
          error={error}
          onValue={(value) => {
            setName(value);
            setError(undefined);
          }}
        />
      );
    }
    render(<Form />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'ФИО' });
    expect(input.required).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'ФИО', description: 'Укажите ФИО' })).toBe(input);
    expect(screen.getByRole('alert').textContent).toBe('Укажите ФИО');
    await user.type(input, 'Петров');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
