import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmationForm } from '../../../../shared/account/ConfirmationForm';
import { ManagerCall } from '../../../../widgets/manager-call/ManagerCall';
import { PasswordForm } from '../../../../widgets/password-form/PasswordForm';
import { formFields, jsonResponse, stubFetch } from '../../api/helpers';

/**
 * The converted forms' views on their controllers, in a page with a stubbed server: what a shopper
 * types shows, a sent form answers on screen. The races are the controllers' tests.
 */

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('form views on their controllers', () => {
  it('manager call-back: typed values show, the sent request clears them and thanks', async () => {
    const user = userEvent.setup();
    const stub = stubFetch(() => jsonResponse({ success: true, data: [] }));
    render(<ManagerCall policyUrl="/upload/policy.pdf" title="Заказать звонок" />);
    const form = screen.getByRole('form', { name: 'Заказать звонок' });
    const name = within(form).getByRole<HTMLInputElement>('textbox', { name: 'Имя' });
    await user.type(name, 'Пётр');
    expect(name.value).toBe('Пётр');
    await user.type(within(form).getByRole('textbox', { name: 'Телефон' }), '9123456789');
    await user.click(within(form).getByRole('button', { name: 'Перезвоните мне' }));
    await waitFor(() => expect(within(form).getByRole('status').textContent).toBe('Связь с менеджеромСкоро с вами свяжется менеджер.'));
    expect(formFields(stub.bodies[0] ?? '')).toMatchObject({ name: 'Пётр', phone: '+7 (912) 345-67-89' });
    expect(name.value).toBe('');
  });

  it('password: a refusal shows above the form and on its field; the values stay', async () => {
    const user = userEvent.setup();
    stubFetch(() => jsonResponse({ success: false, message: '[{"code":"3","message":"Пароли не совпадают"}]' }));
    render(<PasswordForm />);
    const form = screen.getByRole('form', { name: 'Смена пароля' });
    await user.type(within(form).getByLabelText('Новый пароль'), 'Secret12');
    await user.type(within(form).getByLabelText('Повторите пароль'), 'Secret13');
    await user.click(within(form).getByRole('button', { name: 'Изменить пароль' }));
    await waitFor(() => expect(within(form).getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Ошибка: Пароли не совпадают', 'Пароли не совпадают']));
    expect(within(form).getByLabelText<HTMLInputElement>('Новый пароль').value).toBe('Secret12');
  });

  it('confirmation: the default countdown text, then the new code’s countdown', async () => {
    const user = userEvent.setup();
    const stub = stubFetch(() => jsonResponse({ success: true, message: 'Код отправлен.', data: { timeLeft: 900 } }));
    const { container } = render(<ConfirmationForm email="anna@example.test" />);
    expect(screen.getByRole('timer').textContent).toBe('Код подтверждения действителен в течение 15 минут.');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'E-mail' }).value).toBe('anna@example.test');
    await user.type(screen.getByRole('textbox', { name: 'Код подтверждения' }), '12a34');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Код подтверждения' }).value).toBe('1234');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(screen.getByRole('timer').textContent).toMatch(/в течение 1[45]:\d\d минут\.$/));
    expect(formFields(stub.bodies[0] ?? '')).toMatchObject({ email: 'anna@example.test', confirmation: '1234' });
    expect(within(container).getByRole('status').textContent).toBe('Код отправлен.');
  });
});
