import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import {
  MaskedInput,
  applyPattern,
  isCompletePhone,
  normalisePhonePaste,
  phoneDigits,
} from '../../../shared/ui/MaskedInput';
import { act, cleanup, getByRole, render } from './render';

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

/** Types text at the end of the field as a browser would, one input event per character. */
function typeChars(el: HTMLInputElement, text: string) {
  for (const ch of text) {
    act(() => {
      el.focus();
      el.value += ch;
      el.setSelectionRange(el.value.length, el.value.length);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }
}

function paste(el: HTMLInputElement, text: string) {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
  act(() => {
    el.focus();
    el.dispatchEvent(event);
  });
  return event;
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
  afterEach(cleanup);

  const phone = () => getByRole('textbox', { name: 'Телефон' }) as HTMLInputElement;

  it('is a tel field with autocomplete tel', () => {
    render(<Harness mask="phone" />);
    expect(phone().type).toBe('tel');
    expect(phone().getAttribute('autocomplete')).toBe('tel');
  });

  it('masks typed digits and reports masked and raw values', () => {
    const onChange = vi.fn();
    render(<Harness mask="phone" onChange={onChange} />);
    typeChars(phone(), '9123456789');
    expect(phone().value).toBe('+7 (912) 345-67-89');
    expect(onChange).toHaveBeenLastCalledWith('+7 (912) 345-67-89', '9123456789');
  });

  it('ignores letters and extra digits', () => {
    render(<Harness mask="phone" />);
    typeChars(phone(), '91a2345678999');
    expect(phone().value).toBe('+7 (912) 345-67-89');
  });

  it.each(['89123456789', '+7 912 345 67 89', '79123456789'])('pasting %s strips the leading 7/8', (text) => {
    const onChange = vi.fn();
    render(<Harness mask="phone" onChange={onChange} />);
    const event = paste(phone(), text);
    expect(event.defaultPrevented).toBe(true);
    expect(phone().value).toBe('+7 (912) 345-67-89');
    expect(onChange).toHaveBeenLastCalledWith('+7 (912) 345-67-89', '9123456789');
  });

  it('a pasted number replaces what was there', () => {
    render(<Harness mask="phone" />);
    typeChars(phone(), '999');
    paste(phone(), '8 912 345-67-89');
    expect(phone().value).toBe('+7 (912) 345-67-89');
  });

  it('an autofilled 8-number (no paste event) is normalised too', () => {
    render(<Harness mask="phone" />);
    act(() => {
      const el = phone();
      el.value = '89123456789';
      el.setSelectionRange(11, 11);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    });
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

  it('masks a date as dd.mm.yyyy with autocomplete bday', () => {
    render(<Harness mask="date" />);
    const el = getByRole('textbox', { name: 'Дата рождения' }) as HTMLInputElement;
    expect(el.getAttribute('autocomplete')).toBe('bday');
    expect(el.inputMode).toBe('numeric');
    typeChars(el, '21112026');
    expect(el.value).toBe('21.11.2026');
    typeChars(el, '5');
    expect(el.value).toBe('21.11.2026');
  });
});
