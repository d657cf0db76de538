// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Clock, Visitor, codesOf, errorsOf, makeApp } from './helpers';

interface Favourite {
  ID: string;
  NAME: string;
  PRICE: number;
  BASE_PRICE: number;
  PICTURE: string;
  DETAIL_PAGE_URL: string;
  AV_QUANTITY: string;
}

describe('demo: favourites', () => {
  it('adds and removes, answering the new list and the spec texts', async () => {
    const visitor = await Visitor.start(makeApp());
    expect((await visitor.get<Favourite[]>('/api/favorites/')).data).toEqual([]);
    const added = await visitor.post<Favourite[]>('/api/favorites/items/add/', { id: '1221' });
    expect(added).toMatchObject({ success: true, message: 'Товар успешно добавлен в избранное!' });
    expect(added.data).toEqual([
      {
        ID: '1221',
        NAME: 'Дверь стеклянная маятниковая «Грация»',
        PRICE: 27900,
        BASE_PRICE: 31500,
        PICTURE: '/images/product/1221-1.svg',
        DETAIL_PAGE_URL: '/catalog/glass-doors/gratsiya/',
        AV_QUANTITY: '6',
      },
    ]);
    await visitor.post('/api/favorites/items/add/', { id: '1221' });
    await visitor.post('/api/favorites/items/add/', { id: '1204' });
    expect((await visitor.get<Favourite[]>('/api/favorites/')).data.map((item) => item.ID)).toEqual(['1221', '1204']);
    const removed = await visitor.post<Favourite[]>('/api/favorites/items/delete/', { id: '1221' });
    expect(removed).toMatchObject({ success: true, message: 'Товар успешно удален из избранного!' });
    expect(removed.data.map((item) => item.ID)).toEqual(['1204']);
    expect(codesOf(await visitor.post('/api/favorites/items/add/', { id: 'x' }))).toEqual(['id']);
  });

  it('the favourites page shows the empty text, then the cards', async () => {
    const visitor = await Visitor.start(makeApp());
    expect((await visitor.open('/personal/favorites/')).html).toContain('Здесь будут Ваши избранные товары.');
    await visitor.post('/api/favorites/items/add/', { id: '1203' });
    expect((await visitor.open('/personal/favorites/')).html).toContain('«Сканди»');
  });
});

describe('demo: login and logout', () => {
  it('guest state, then a right login, then logout', async () => {
    const visitor = await Visitor.start(makeApp());
    expect((await visitor.get('/api/user/')).data).toEqual({ authorized: false, isAdmin: false, profile: null });
    const login = await visitor.login();
    expect(login).toMatchObject({ success: true, data: { redirect: '/personal/private/' } });
    expect((await visitor.get('/api/user/')).data).toEqual({
      authorized: true,
      isAdmin: false,
      profile: { name: 'Иванова Мария Сергеевна', email: 'ivanova@example.ru', phone: '+7 (912) 345-67-89', birthday: '14.03.1988', subscription: 'Y' },
    });
    expect((await visitor.open('/personal/private/')).html).toContain('Иванова Мария Сергеевна');
    expect((await visitor.post('/api/user/logout/')).success).toBe(true);
    expect((await visitor.get<{ authorized: boolean }>('/api/user/')).data.authorized).toBe(false);
  });

  it('a wrong password is rejected with a code-to-text object', async () => {
    const visitor = await Visitor.start(makeApp());
    const answer = await visitor.login('ivanova@example.ru', 'wrong');
    expect(answer.success).toBe(false);
    expect(JSON.parse(answer.message)).toEqual({ '5': 'Неверный e-mail или пароль' });
    const empty = await visitor.login('', '');
    expect(JSON.parse(empty.message)).toEqual({ '5': 'Укажите e-mail', '2': 'Укажите пароль' });
    expect((await visitor.get<{ authorized: boolean }>('/api/user/')).data.authorized).toBe(false);
  });

  it('the administrator is an administrator', async () => {
    const visitor = await Visitor.start(makeApp());
    await visitor.login('admin@example.ru', 'Admin1234');
    expect((await visitor.get<{ isAdmin: boolean }>('/api/user/')).data.isAdmin).toBe(true);
    const update = await visitor.get('/api/exchange/catalog/update/');
    expect(update).toMatchObject({ success: true, message: 'Каталог успешно обновлен!' });
    expect((await visitor.open('/exchange/show/')).html).toContain('import0_1.xml');
  });

  it('exchange update is refused to anybody else', async () => {
    const visitor = await Visitor.start(makeApp());
    expect(errorsOf(await visitor.get('/api/exchange/catalog/update/'))).toEqual([{ code: '403', message: 'Недостаточно прав' }]);
    await visitor.login();
    expect(codesOf(await visitor.get('/api/exchange/catalog/update/'))).toEqual(['403']);
    const denied = await visitor.open('/exchange/show/');
    expect(denied.html).toContain('<h1>Недостаточно прав</h1>');
    expect(denied.html).not.toContain('import0_1.xml');
  });
});

describe('demo: registration and confirmation code', () => {
  const person = { name: 'Петров Пётр', email: 'petrov@example.ru', phone: '8 912 111-22-33', password: 'Secret12', confirm: 'Secret12' };

  function codeFrom(text: string): string {
    return /код подтверждения: (\d{6})/.exec(text)?.[1] ?? '';
  }

  it('validates with the spec codes (1 phone, 2 password, 3 confirm, 4 name, 5 e-mail)', async () => {
    const visitor = await Visitor.start(makeApp());
    const answer = await visitor.submit('/api/user/registration/', { name: '', email: 'nope', phone: '123', password: '1', confirm: '2' });
    expect(codesOf(answer).sort()).toEqual(['1', '2', '3', '4', '5']);
    const taken = await visitor.submit('/api/user/registration/', { ...person, email: 'ivanova@example.ru' });
    expect(errorsOf(taken)).toEqual([{ code: '5', message: 'Пользователь с таким e-mail уже зарегистрирован' }]);
  });

  it('registers, mails a 6-digit code valid 15 minutes, confirms and logs in', async () => {
    const clock = new Clock();
    const visitor = await Visitor.start(makeApp({ now: clock.now }));
    const registered = await visitor.submit('/api/user/registration/', person);
    expect(registered).toMatchObject({
      success: true,
      message: 'Ссылка для подтверждения регистрации успешно выслана на вашу почту.',
      data: { email: 'petrov@example.ru' },
    });
    const login = await visitor.login(person.email, person.password);
    expect(login.success).toBe(false);

    const resent = await visitor.submit('/api/user/registration/confirm/', { email: person.email, send_code: 'true' });
    expect(resent).toMatchObject({ success: true, data: { timeLeft: 900 } });
    const letters = await visitor.mail();
    expect(letters).toHaveLength(2);
    const code = codeFrom(letters[0]?.text ?? '');
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await visitor.submit('/api/user/registration/confirm/', { email: person.email, confirmation: code === '000000' ? '111111' : '000000' });
    expect(codesOf(wrong)).toEqual(['12']);
    clock.advance(60_000);
    const right = await visitor.submit('/api/user/registration/confirm/', { email: person.email, confirmation: code });
    expect(right).toMatchObject({ success: true, message: 'E-mail успешно подтвержден.' });
    expect(right.data).not.toHaveProperty('timeLeft');
    expect((await visitor.get<{ profile: { phone: string } }>('/api/user/')).data.profile.phone).toBe('+7 (912) 111-22-33');
  });

  it('an expired or never-sent code is code 13', async () => {
    const clock = new Clock();
    const visitor = await Visitor.start(makeApp({ now: clock.now }));
    await visitor.submit('/api/user/registration/', person);
    const code = codeFrom((await visitor.mail())[0]?.text ?? '');
    clock.advance(15 * 60_000 + 1000);
    const late = await visitor.submit('/api/user/registration/confirm/', { email: person.email, confirmation: code });
    expect(errorsOf(late)).toEqual([{ code: '13', message: 'Время действия кода подтверждения истекло.' }]);
    const none = await visitor.submit('/api/user/registration/confirm/', { email: person.email, confirmation: code });
    expect(codesOf(none)).toEqual(['13']);
  });

  it('has no third form: a call with neither send_code nor a code is a wrong code', async () => {
    const visitor = await Visitor.start(makeApp());
    await visitor.submit('/api/user/registration/', person);
    const neither = await visitor.submit('/api/user/registration/confirm/', { email: person.email });
    expect(codesOf(neither)).toEqual(['12']);
  });
});

describe('demo: profile, password, forgot password', () => {
  it('saves the profile; a new e-mail sets emailChanged and waits for its code', async () => {
    const visitor = await Visitor.start(makeApp());
    expect(codesOf(await visitor.submit('/api/user/update/', { name: 'X' }))).toEqual(['auth']);
    await visitor.login();
    const same = await visitor.submit('/api/user/update/', {
      name: 'Иванова Мария',
      email: 'ivanova@example.ru',
      phone: '+7 (912) 345-67-89',
      birthday: '14.03.1988',
      subscription: 'N',
    });
    expect(same).toMatchObject({ success: true, message: 'Изменения успешно сохранены.', data: { emailChanged: false } });
    const bad = await visitor.submit('/api/user/update/', { name: '', email: 'x', phone: '1', birthday: '31.02.1990' });
    expect(codesOf(bad).sort()).toEqual(['1', '4', '5', '6']);
    const changed = await visitor.submit('/api/user/update/', { name: 'Иванова Мария', email: 'maria@example.ru', phone: '+79123456789', birthday: '' });
    expect(changed.data).toEqual({ emailChanged: true });
    expect(changed.message).toContain('На вашу почту выслано письмо');
    const letter = (await visitor.mail())[0];
    expect(letter?.to).toBe('maria@example.ru');
    const code = /код подтверждения: (\d{6})/.exec(letter?.text ?? '')?.[1] ?? '';
    const confirmed = await visitor.submit('/api/user/registration/confirm/', { email: 'maria@example.ru', confirmation: code });
    expect(confirmed.success).toBe(true);
    expect((await visitor.get<{ profile: { email: string } }>('/api/user/')).data.profile.email).toBe('maria@example.ru');
  });

  it('changes the password (codes 2 and 3) and the new one works', async () => {
    const visitor = await Visitor.start(makeApp());
    await visitor.login();
    expect(codesOf(await visitor.submit('/api/user/update/', { password: 'abc', confirm: 'abd' })).sort()).toEqual(['2', '3']);
    expect((await visitor.submit('/api/user/update/', { password: 'NewPass99', confirm: 'NewPass99' })).success).toBe(true);
    await visitor.post('/api/user/logout/');
    expect((await visitor.login('ivanova@example.ru', 'Demo1234')).success).toBe(false);
    expect((await visitor.login('ivanova@example.ru', 'NewPass99')).success).toBe(true);
  });

  it('forgot password answers data.mes and writes a letter', async () => {
    const visitor = await Visitor.start(makeApp());
    const answer = await visitor.submit('/api/user/auth/forgot/', { email: 'ivanova@example.ru' });
    expect(answer).toMatchObject({ success: true, data: { mes: 'Контрольная строка для смены пароля выслана на ваш e-mail.' } });
    expect((await visitor.mail())[0]?.subject).toBe('Запрос на смену пароля');
    expect(codesOf(await visitor.submit('/api/user/auth/forgot/', { email: 'nobody@example.ru' }))).toEqual(['5']);
  });
});
