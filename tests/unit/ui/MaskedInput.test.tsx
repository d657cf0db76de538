import { fireEvent, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import {
  MaskedInput,
  applyPattern,
  isCompletePhone,
  normalisePhonePaste,
  phoneDigits,
} from '../../../shared/ui/MaskedInput';

describe('phone paste rules', () => {
  it.each([
    ['89123456789', '+7 (912) 345-67-89'],
    ['+7 912 345 67 89', '+7 (912) 345-67-89'],
    ['79123456789', '+7 (912) 345-67-89'],
    ['8 (912) 345-67-89', '+7 (912) 345-67-89'],
    ['+7 (912) 345-67-89', '+7 (912) 345-67-89'],
    ['9123456789', '+7 (912) 345-67-89'],
    ['912 345', '+7 (912) 345'],
  ])('%s -> %s', (pasted, out) => {
    expect(normalisePhonePaste(pasted)).toBe(out);
  });

  it('keeps a 7 or 8 that is part of the national number', () => {
    expect(phoneDigits('8123456789')).toBe('8123456789'); // 10 digits: no prefix to drop
    expect(phoneDigits('7')).toBe('7');
  });

  it('returns nothing for text without digits', () => {
    expect(normalisePhonePaste('телефон')).toBe('');
  });

  it('applyPattern writes fixed characters only before a digit', () => {
    expect(applyPattern('912', '+7 (000) 000-00-00')).toBe('+7 (912');
    expect(applyPattern('9123', '+7 (000) 000-00-00')).toBe('+7 (912) 3');
    expect(applyPattern('211120261', '00.00.0000')).toBe('21.11.2026');
  });

  it('knows a complete phone', () => {
    expect(isCompletePhone('+7 (912) 345-67-89')).toBe(true);
    expect(isCompletePhone('+7 (912) 345-67')).toBe(false);
  });
});

/** Pastes into the field and hands back the paste event, to see whether the field took it over. */
async function paste(user: UserEvent, el: HTMLInputElement, text: string): Promise<ClipboardEvent> {
  let event: ClipboardEvent | undefined;
  const keep = (e: ClipboardEvent) => (event = e);
  document.addEventListener('paste', keep);
  try {
    await user.click(el);
    await user.paste(text);
  } finally {
    document.removeEventListener('paste', keep);
  }
  return event!;
}

function Harness({ mask, initial = '', onChange }: { mask: 'phone' | 'date'; initial?: string; onChange?: (m: string, u: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="f">{mask === 'phone' ? 'Телефон' : 'Дата рождения'}</label>
      <MaskedInput
        id="f"
        mask={mask}
        value={value}
        onChange={(m, u) => {
          setValue(m);
          onChange?.(m, u);
        }}
      />
      <output>{value}</output>
    </>
  );
}

describe('<MaskedInput>', () => {
  const phone = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Телефон' });

  it('is a tel field with autocomplete tel', () => {
    render(<Harness mask="phone" />);
    expect(phone().type).toBe('tel');
    expect(phone().getAttribute('autocomplete')).toBe('tel');
  });

  it('masks typed digits and reports masked and raw values', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness mask="phone" onChange={onChange} />);
    await user.type(phone(), '9123456789');
    expect(phone().value).toBe('+7 (912) 345-67-89');
    expect(onChange).toHaveBeenLastCalledWith('+7 (912) 345-67-89', '9123456789');
  });

  it('ignores letters and extra digits', async () => {
    const user = userEvent.setup();
    render(<Harness mask="phone" />);
    await user.type(phone(), '91a2345678999');
    expect(phone().value).toBe('+7 (912) 345-67-89');
  });

  it.each(['89123456789', '+7 912 345 67 89', '79123456789'])('pasting %s strips the leading 7/8', async (text) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness mask="phone" onChange={onChange} />);
    const event = await paste(user, phone(), text);
    expect(event.defaultPrevented).toBe(true);
    expect(phone().value).toBe('+7 (912) 345-67-89');
    expect(onChange).toHaveBeenLastCalledWith('+7 (912) 345-67-89', '9123456789');
  });

  it('a pasted number replaces what was there', async () => {
    const user = userEvent.setup();
    render(<Harness mask="phone" />);
    await user.type(phone(), '999');
    await paste(user, phone(), '8 912 345-67-89');
    expect(phone().value).toBe('+7 (912) 345-67-89');
  });

  it('an autofilled 8-number (no paste event) is normalised too', () => {
    render(<Harness mask="phone" />);
    // Autofill is not something a shopper does with the keyboard: the browser writes the value and fires input.
    fireEvent.input(phone(), { target: { value: '89123456789', selectionStart: 11, selectionEnd: 11 } });
    expect(phone().value).toBe('+7 (912) 345-67-89');
  });

  it('shows a raw prefilled phone masked and reports the masked form', () => {
    const onChange = vi.fn();
    render(<Harness mask="phone" initial="89123456789" onChange={onChange} />);
    expect(phone().value).toBe('+7 (912) 345-67-89');
    expect(onChange).toHaveBeenLastCalledWith('+7 (912) 345-67-89', '9123456789');
  });

  it('follows a value set by the parent (form reset)', () => {
    const r = render(<MaskedInput aria-label="Телефон" mask="phone" value="+7 (912) 345-67-89" onChange={() => {}} />);
    expect(phone().value).toBe('+7 (912) 345-67-89');
    r.rerender(<MaskedInput aria-label="Телефон" mask="phone" value="" onChange={() => {}} />);
    expect(phone().value).toBe('');
  });

  it('masks a date as dd.mm.yyyy with autocomplete bday', async () => {
    const user = userEvent.setup();
    render(<Harness mask="date" />);
    const el = screen.getByRole<HTMLInputElement>('textbox', { name: 'Дата рождения' });
    expect(el.getAttribute('autocomplete')).toBe('bday');
    expect(el.inputMode).toBe('numeric');
    await user.type(el, '21112026');
    expect(el.value).toBe('21.11.2026');
    await user.type(el, '5');
    expect(el.value).toBe('21.11.2026');
  });
});
