import { describe, expect, it } from 'vitest';
import { maxText, minText } from '../../../shared/configuration/steps';
import * as messages from '../../../shared/forms/messages';

describe('spec 8 texts', () => {
  it('are letter for letter', () => {
    expect(messages.BASKET_ADD_SUCCESS).toBe('Товар успешно добавлен в корзину!');
    expect(messages.BASKET_REMOVE_SUCCESS).toBe('Товар успешно удален из корзины!');
    expect(messages.FAVORITES_ADD_SUCCESS).toBe('Товар успешно добавлен в избранное!');
    expect(messages.FAVORITES_REMOVE_SUCCESS).toBe('Товар успешно удален из избранного!');
    expect(messages.REGISTRATION_SUCCESS).toEqual({ title: 'Спасибо за регистрацию!', text: 'Ссылка для подтверждения регистрации успешно выслана на вашу почту.' });
    expect(messages.PROFILE_SUCCESS).toEqual({ title: 'Личный кабинет', text: 'Изменения успешно сохранены.' });
    expect(messages.PROFILE_EMAIL_CHANGED_SUCCESS.text).toBe(
      'Изменения успешно сохранены. На вашу почту выслано письмо со ссылкой для подтверждения новой почты, пожалуйста, перейдите по ссылке в письме.',
    );
    expect(messages.REVIEW_SUCCESS).toEqual({ title: 'Спасибо за ваш отзыв!', text: 'Он появится на странице после модерации.' });
    expect(messages.COOPERATION_SUCCESS).toEqual({ title: 'Сотрудничество', text: 'Ваша заявка успешно отправлена.' });
    expect(messages.CONFIGURATOR_ORDER_SUCCESS).toEqual({ title: 'Спасибо за заказ!', text: 'В ближайшее время с вами свяжутся наши специалисты.' });
    expect(messages.EXCHANGE_SUCCESS).toEqual({ title: 'Обмен', text: 'Каталог успешно обновлен!' });
    expect(messages.MANAGER_CALL_SUCCESS).toEqual({ title: 'Связь с менеджером', text: 'Скоро с вами свяжется менеджер.' });
    expect(messages.errorText('Нет в наличии')).toBe('Ошибка: Нет в наличии');
    expect(maxText(2400)).toBe('Максимальное значение: 2400');
    expect(minText(600)).toBe('Минимальное значение: 600');
    expect(messages.confirmationCodeSentText('14:59')).toBe(
      'На ваш e-mail отправлен код подтверждения, который будет действителен в течение 14:59 минут.',
    );
  });
});
