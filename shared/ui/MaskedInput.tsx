import { useEffect, useRef, type ClipboardEvent, type InputHTMLAttributes, type Ref } from 'react';
import IMask, { type InputMask } from 'imask';
import { Field } from './Field';
import { TEXT_INPUT_CLASS } from './text-control';

/** Spec section 5 writes the masks as '+7 (999) 999-99-99' and '99.99.9999'; in imask a digit is 0. */
export const PHONE_MASK = '+7 (000) 000-00-00';
export const DATE_MASK = '00.00.0000';

export type MaskKind = 'phone' | 'date';

const PATTERNS: Record<MaskKind, string> = { phone: PHONE_MASK, date: DATE_MASK };

/**
 * Puts digits into a pattern where '0' is a digit slot; fixed characters are written only when a
 * digit follows them, as imask does while typing ('912' -> '+7 (912').
 */
export function applyPattern(digits: string, pattern: string): string {
  const queue = digits.replace(/\D/g, '');
  let out = '';
  let pending = '';
  let i = 0;
  for (const ch of pattern) {
    if (i >= queue.length) break;
    if (ch === '0') {
      out += pending + queue[i];
      pending = '';
      i += 1;
    } else pending += ch;
  }
  return out;
}

/**
 * The 10 national digits of a Russian phone number as a shopper may paste or autofill it:
 * '89123456789', '+7 912 345 67 89', '79123456789', '(912) 345-67-89'. A leading 7 or 8 of an
 * 11-digit number is the country/trunk prefix and is dropped.
 */
export function phoneDigits(text: string): string {
  let digits = String(text ?? '').replace(/\D/g, '');
  if (digits.length >= 11 && (digits[0] === '7' || digits[0] === '8')) digits = digits.slice(1);
  return digits.slice(0, 10);
}

/** What a pasted phone becomes in the field: '89123456789' -> '+7 (912) 345-67-89'. */
export function normalisePhonePaste(text: string): string {
  return applyPattern(phoneDigits(text), PHONE_MASK);
}

/** True when a masked phone holds all 10 digits. */
export function isCompletePhone(masked: string): boolean {
  return String(masked ?? '').replace(/\D/g, '').length === 11 && String(masked).startsWith('+7');
}

export interface MaskedInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'type'> {
  mask: MaskKind;
  /** The masked text, e.g. '+7 (912) 345-67-89' or '21.11.2026'. */
  value: string;
  onChange(masked: string, unmasked: string): void;
  ref?: Ref<HTMLInputElement>;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * A phone or date field with an input mask (imask). Pasting or autofilling a whole phone number
 * that starts with 7 or 8 keeps only the national part, so '8 912 345-67-89' becomes
 * '+7 (912) 345-67-89' rather than '+7 (891) 234-56-78'.
 */
export function MaskedInput({ mask, value, onChange, ref, onPaste, className, ...rest }: MaskedInputProps) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const maskRef = useRef<InputMask<{ mask: string }> | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const syncing = useRef(false);

  useEffect(() => {
    const el = inputRef.current;
    if (!el) return;
    // Autofill and drag-and-drop give no paste event: catch a whole number arriving in an empty field
    // before imask reads it. Registered before imask's own listener.
    const onInput = () => {
      const m = maskRef.current;
      if (mask !== 'phone' || !m || m.unmaskedValue !== '') return;
      const digits = el.value.replace(/\D/g, '');
      if (digits.length >= 11 && (digits[0] === '7' || digits[0] === '8')) {
        const next = normalisePhonePaste(el.value);
        el.value = next;
        el.setSelectionRange?.(next.length, next.length);
      }
    };
    el.addEventListener('input', onInput, true);
    const instance = IMask(el, { mask: PATTERNS[mask] });
    maskRef.current = instance;
    instance.on('accept', () => {
      if (!syncing.current) onChangeRef.current(instance.value, instance.unmaskedValue);
    });
    return () => {
      el.removeEventListener('input', onInput, true);
      instance.destroy();
      maskRef.current = null;
    };
  }, [mask]);

  // Controlled value: bring outside changes (prefill from the profile, a form reset) into the mask.
  useEffect(() => {
    const m = maskRef.current;
    if (!m || m.value === value) return;
    syncing.current = true;
    try {
      if (mask === 'phone') m.unmaskedValue = phoneDigits(value);
      else m.value = value;
    } finally {
      syncing.current = false;
    }
    // A raw value ('89123456789' from the server) is reported back in its masked form.
    if (m.value !== value) onChangeRef.current(m.value, m.unmaskedValue);
  }, [value, mask]);

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    if (event.defaultPrevented || mask !== 'phone') return;
    const data = event.clipboardData;
    const text = data ? data.getData('text/plain') || data.getData('text') : '';
    // A whole number replaces the field; a fragment is left to imask (inserted at the caret).
    if (text.replace(/\D/g, '').length < 10) return;
    event.preventDefault();
    const m = maskRef.current;
    if (m) m.unmaskedValue = phoneDigits(text);
  };

  const isPhone = mask === 'phone';
  return (
    <input
      {...rest}
      ref={(el) => {
        inputRef.current = el;
        assignRef(ref, el);
      }}
      className={[TEXT_INPUT_CLASS, `${TEXT_INPUT_CLASS}--${mask}`, className].filter(Boolean).join(' ')}
      type={isPhone ? 'tel' : 'text'}
      inputMode={isPhone ? 'tel' : 'numeric'}
      autoComplete={rest.autoComplete ?? (isPhone ? 'tel' : 'bday')}
      placeholder={rest.placeholder ?? (isPhone ? '+7 (___) ___-__-__' : 'дд.мм.гггг')}
      defaultValue={value}
      onPaste={handlePaste}
    />
  );
}

export interface MaskedFieldProps extends Omit<MaskedInputProps, 'value' | 'onChange' | 'required'> {
  label: string;
  value: string;
  /** The field's error (local rule or server code); empty or missing means valid. */
  error?: string | null | undefined;
  required?: boolean | undefined;
  onValue(masked: string): void;
}

/** A labelled masked input wired to its error (the shared `Field` around a `MaskedInput`), as TextField is for text. */
export function MaskedField({ label, error, required, onValue, ...input }: MaskedFieldProps) {
  return (
    <Field label={label} error={error ?? null} required={required ?? false}>
      <MaskedInput {...input} onChange={(masked) => onValue(masked)} />
    </Field>
  );
}
