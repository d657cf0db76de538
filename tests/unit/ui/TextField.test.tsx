import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { TextField } from '../../../shared/ui/TextField';
import { cleanup, getByLabelText, getByRole, queryByRole, readText, render, typeInto } from './render';

describe('<TextField>', () => {
  afterEach(cleanup);

  it('is a labelled input that passes its attributes through and reports what is typed', () => {
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
    const input = getByLabelText('E-mail') as HTMLInputElement;
    expect(input.type).toBe('email');
    expect(input.name).toBe('email');
    expect(input.autocomplete).toBe('email');
    expect(input.required).toBe(false);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(queryByRole('alert')).toBeNull();
    typeInto(input, 'petrov@example.ru');
    expect(input.value).toBe('petrov@example.ru');
    expect(readText(document.querySelector('output')!)).toBe('petrov@example.ru');
  });

  it('an error marks the input invalid, describes it and is announced; it goes once cleared', () => {
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
    const input = getByLabelText(/^ФИО/) as HTMLInputElement;
    expect(input.required).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(readText(document.getElementById(input.getAttribute('aria-describedby')!)!)).toBe('Укажите ФИО');
    expect(readText(getByRole('alert'))).toBe('Укажите ФИО');
    typeInto(input, 'Петров');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(queryByRole('alert')).toBeNull();
  });
});
