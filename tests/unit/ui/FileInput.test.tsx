import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadToasts } from '../../../shared/ui/toast';
import {
  ACCEPT_BILL,
  ACCEPT_REVIEW_PHOTO,
  FileInput,
  MAX_FILE_SIZE,
  checkFile,
} from '../../../shared/ui/FileInput';

const MB = 1024 * 1024;

describe('checkFile', () => {
  it('accepts a photo under 30 MB', () => {
    expect(checkFile({ name: 'door.JPG', size: 2 * MB }, ACCEPT_REVIEW_PHOTO)).toEqual({ ok: true });
    expect(checkFile({ name: 'a.webp', size: MAX_FILE_SIZE }, ACCEPT_REVIEW_PHOTO)).toEqual({ ok: true });
  });

  it('refuses anything over 30 MB with the spec text', () => {
    expect(checkFile({ name: 'door.jpg', size: MAX_FILE_SIZE + 1 }, ACCEPT_REVIEW_PHOTO)).toEqual({
      ok: false,
      error: 'Размер файла не может превышать 30 Мб',
    });
    expect(checkFile({ name: 'x.bin', size: 31 * MB })).toMatchObject({ ok: false });
  });

  it('refuses a wrong extension naming the allowed ones', () => {
    expect(checkFile({ name: 'bill.exe', size: 10 }, ACCEPT_BILL)).toEqual({
      ok: false,
      error: 'Недопустимый формат файла. Допустимые форматы: .pdf, .doc, .docx',
    });
    expect(checkFile({ name: 'photo.pdf', size: 10 }, ACCEPT_REVIEW_PHOTO)).toMatchObject({ ok: false });
    expect(checkFile({ name: '.pdf', size: 10 }, ACCEPT_BILL)).toMatchObject({ ok: false });
    expect(checkFile({ name: 'bill.docx', size: 10 }, ACCEPT_BILL)).toEqual({ ok: true });
  });

  it('understands MIME patterns and an empty accept', () => {
    expect(checkFile({ name: 'a', size: 1, type: 'image/png' }, 'image/*')).toEqual({ ok: true });
    expect(checkFile({ name: 'a', size: 1, type: 'text/plain' }, 'image/*')).toMatchObject({ ok: false });
    expect(checkFile({ name: 'anything.xyz', size: 1 }, '')).toEqual({ ok: true });
  });
});

function bigFile(name: string, size: number) {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

// The toasts are notyf's markup; its message element has no role of its own.
const toastText = () => Array.from(document.querySelectorAll('.notyf__message'), (message) => message.textContent);

describe('<FileInput>', () => {
  // Toasts load notyf on first use; loaded up front they show synchronously.
  beforeAll(() => loadToasts());
  let user: ReturnType<typeof userEvent.setup>;
  beforeEach(() => {
    vi.useFakeTimers();
    // applyAccept off: a shopper can switch the file picker to all files (or drop a file), so the
    // field checks the format itself rather than trusting its accept attribute.
    user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, applyAccept: false });
  });
  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it('shows the chosen file name in place of the placeholder', async () => {
    const onChange = vi.fn();
    render(<FileInput label="Фото" accept={ACCEPT_REVIEW_PHOTO} onChange={onChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('Фото: Прикрепить файл');
    expect(input.accept).toBe(ACCEPT_REVIEW_PHOTO);
    const file = new File(['img'], 'door.png', { type: 'image/png' });
    await user.upload(input, file);
    expect(screen.getByLabelText('Фото: door.png')).toBe(input);
    expect(onChange).toHaveBeenLastCalledWith(file);
  });

  it('a file over 30 MB is refused: the field is cleared and the toast appears', async () => {
    const onChange = vi.fn();
    render(<FileInput label="Фото" accept={ACCEPT_REVIEW_PHOTO} onChange={onChange} />);
    const input = screen.getByLabelText<HTMLInputElement>(/^Фото/);
    await user.upload(input, new File(['a'], 'ok.jpg'));
    await user.upload(input, bigFile('huge.jpg', 31 * MB));
    expect(input.value).toBe('');
    expect(input.files?.length ?? 0).toBe(0);
    expect(screen.getByLabelText('Фото: Прикрепить файл')).toBe(input);
    expect(toastText()).toEqual(['Размер файла не может превышать 30 Мб']);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('a wrong format is refused with a clear message', async () => {
    render(<FileInput label="Реквизиты" accept={ACCEPT_BILL} />);
    const input = screen.getByLabelText<HTMLInputElement>(/^Реквизиты/);
    await user.upload(input, new File(['a'], 'virus.exe'));
    expect(input.value).toBe('');
    expect(toastText()).toEqual(['Недопустимый формат файла. Допустимые форматы: .pdf, .doc, .docx']);
  });

  it('a chosen file can be removed', async () => {
    const onChange = vi.fn();
    render(<FileInput label="Реквизиты" accept={ACCEPT_BILL} onChange={onChange} />);
    const input = screen.getByLabelText<HTMLInputElement>(/^Реквизиты/);
    await user.upload(input, new File(['a'], 'bill.pdf'));
    await user.click(screen.getByRole('button', { name: 'Удалить файл bill.pdf' }));
    expect(input.value).toBe('');
    expect(screen.getByLabelText('Реквизиты: Прикрепить файл')).toBe(input);
    expect(screen.queryByRole('button', { name: /Удалить файл/ })).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(document.activeElement).toBe(input);
  });

  it('controlled: null from the parent clears the field', () => {
    const file = new File(['a'], 'bill.pdf');
    const r = render(<FileInput label="Реквизиты" value={file} />);
    expect(screen.getByLabelText('Реквизиты: bill.pdf')).toBeTruthy();
    r.rerender(<FileInput label="Реквизиты" value={null} />);
    expect(screen.getByLabelText('Реквизиты: Прикрепить файл')).toBeTruthy();
  });
});
