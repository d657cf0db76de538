import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { FILE_TOO_LARGE, MAX_FILE_MB, MAX_FILE_SIZE_TEXT } from '../forms/messages';
import { toastError } from './toast';

export const MAX_FILE_SIZE = MAX_FILE_MB * 1024 * 1024;
/** Review photo and bill (requisites) file formats (spec section 5), and the hints that name them. */
export const ACCEPT_REVIEW_PHOTO = '.jpg,.gif,.bmp,.png,.jpeg,.webp';
export const ACCEPT_BILL = '.pdf,.doc,.docx';
export const REVIEW_PHOTO_HINT = `jpg, jpeg, png, gif, bmp или webp, до ${MAX_FILE_SIZE_TEXT}`;
export const BILL_HINT = `Форматы .pdf, .doc, .docx, до ${MAX_FILE_SIZE_TEXT}`;

export type FileCheck = { ok: true } | { ok: false; error: string };

/** The accept list as lower-case tokens ('.pdf', 'image/*'). */
export function acceptTokens(accept: string | undefined): string[] {
  return (accept ?? '')
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
}

/** 'Недопустимый формат файла. Допустимые форматы: .pdf, .doc, .docx' */
export function wrongTypeText(accept: string): string {
  return `Недопустимый формат файла. Допустимые форматы: ${acceptTokens(accept).join(', ')}`;
}

/** True when the file matches the accept list (extensions, exact MIME types or 'type/*'); empty accepts all. */
export function matchesAccept(file: { name: string; type?: string }, accept: string | undefined): boolean {
  const tokens = acceptTokens(accept);
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = (file.type ?? '').toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token) && name.length > token.length;
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

/**
 * May this file be sent? Larger than 30 MB: no, with the spec's text. Not in the accept list: no,
 * naming the allowed formats. (Exactly 30 MB passes: the text says it 'may not exceed' 30 MB.)
 */
export function checkFile(file: { name: string; size: number; type?: string }, accept?: string): FileCheck {
  if (!(file.size <= MAX_FILE_SIZE)) return { ok: false, error: FILE_TOO_LARGE };
  if (!matchesAccept(file, accept)) return { ok: false, error: wrongTypeText(accept ?? '') };
  return { ok: true };
}

export interface FileInputProps {
  /** What the file is ('Фото', 'Реквизиты'): read before the state text by screen readers. */
  label?: string;
  /** Text shown until a file is chosen. */
  placeholder?: string;
  accept?: string;
  name?: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  /** Controlled use: the chosen file, or null to clear the field (after a successful submit). */
  value?: File | null;
  onChange?(file: File | null): void;
  className?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}

/**
 * The file chosen, or the controlled `value`: a refused file (too large, wrong type) clears the field
 * and a toast says why; a `value` of null clears the field.
 */
function useChosenFile({ accept, value, onChange }: Pick<FileInputProps, 'accept' | 'value' | 'onChange'>) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const controlled = value !== undefined;
  const fileName = controlled ? (value?.name ?? null) : chosen;

  useEffect(() => {
    if (controlled && value === null && inputRef.current) inputRef.current.value = '';
  }, [controlled, value]);

  const clear = () => {
    if (inputRef.current) inputRef.current.value = '';
    setChosen(null);
    onChange?.(null);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (!file) {
      setChosen(null);
      onChange?.(null);
      return;
    }
    const check = checkFile(file, accept);
    if (!check.ok) {
      clear();
      toastError(check.error);
      return;
    }
    setChosen(file.name);
    onChange?.(file);
  };

  return { inputRef, fileName, clear, handleChange };
}

/**
 * A file field styled as a button. A file over 30 MB or of a wrong type is refused: the field is
 * cleared and a toast says why. A good file's name replaces the placeholder text.
 */
export function FileInput({
  label,
  placeholder = 'Прикрепить файл',
  accept,
  name,
  id,
  required,
  disabled,
  value,
  onChange,
  className,
  ...aria
}: FileInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const { inputRef, fileName, clear, handleChange } = useChosenFile({ accept, value, onChange });

  const classes = ['vt-file', fileName && 'vt-file--filled', disabled && 'vt-file--disabled', className]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={classes}>
      <input
        ref={inputRef}
        id={inputId}
        className="vt-file__input"
        type="file"
        name={name}
        accept={accept}
        required={required}
        disabled={disabled}
        onChange={handleChange}
        {...aria}
      />
      <label className="vt-file__label" htmlFor={inputId}>
        {label ? <span className="vt-visually-hidden">{label}: </span> : null}
        <span className="vt-file__icon" aria-hidden="true" />
        <span className="vt-file__text">{fileName ?? placeholder}</span>
      </label>
      {fileName ? (
        <button
          type="button"
          className="vt-file__clear"
          aria-label={`Удалить файл ${fileName}`}
          disabled={disabled}
          onClick={() => {
            clear();
            inputRef.current?.focus();
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
