/**
 * Masks of spec section 5 ('+7 (999) 999-99-99', '99.99.9999'); in imask a digit slot is '0'. The
 * same patterns as shared/ui/MaskedInput, kept here so plain forms do not pull React in.
 */
export const MASKS = { phone: '+7 (000) 000-00-00', date: '00.00.0000' } as const;

export type MaskName = keyof typeof MASKS;

export function isMaskName(value: string | undefined): value is MaskName {
  return value === 'phone' || value === 'date';
}

/**
 * A whole phone number pasted or autofilled ('8 912 345-67-89', '+7 912…') keeps its 10 national
 * digits: a leading 7 or 8 of 11 digits is the prefix. Returns null for anything else (typing, fragments).
 */
export function nationalDigits(text: string): string | null {
  const digits = text.replace(/\D/g, '');
  if (digits.length >= 11 && (digits[0] === '7' || digits[0] === '8')) return digits.slice(1, 11);
  return null;
}
