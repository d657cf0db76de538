import type { Hono } from 'hono';
import { requireToken } from '../botcheck';
import type { AppEnv } from '../context';
import { addMail } from '../session';
import { type FieldError, checkEmail, checkName, checkPhone, fieldsOf, ok, reject, str } from './common';

const MANAGER_EMAIL = 'manager@example.ru';

/** Cooperation request and manager call-back (spec 7). */
export function formsApi(app: Hono<AppEnv>): void {
  app.post('/api/cooperation', requireToken, (c) => {
    const fields = fieldsOf(c);
    const values = {
      name: str(fields, 'name'),
      email: str(fields, 'email'),
      phone: str(fields, 'phone'),
      company: str(fields, 'company'),
      comment: str(fields, 'comment'),
    };
    const errors: FieldError[] = [];
    checkName(values.name, '4', errors);
    checkEmail(values.email, '5', errors);
    checkPhone(values.phone, '1', errors);
    if (values.company === '') errors.push({ code: '10', message: 'Укажите название компании' });
    else if (values.company.length > 200) errors.push({ code: '10', message: 'Название компании: не больше 200 символов' });
    if (values.comment === '') errors.push({ code: '11', message: 'Расскажите коротко о вашем предложении' });
    else if (values.comment.length > 2000) errors.push({ code: '11', message: 'Комментарий: не больше 2000 символов' });
    if (errors.length > 0) return reject(c, errors);
    const now = c.var.app.now();
    c.var.session.requests.push({ kind: 'cooperation', at: now, fields: values });
    addMail(
      c.var.session,
      now,
      MANAGER_EMAIL,
      `Заявка на сотрудничество: ${values.company}`,
      `Имя: ${values.name}\nE-mail: ${values.email}\nТелефон: ${values.phone}\nКомпания: ${values.company}\n\n${values.comment}`,
    );
    return ok(c, {}, 'Ваша заявка успешно отправлена.');
  });

  app.post('/api/manager_call', requireToken, (c) => {
    const fields = fieldsOf(c);
    const values = { name: str(fields, 'name'), phone: str(fields, 'phone') };
    const errors: FieldError[] = [];
    checkName(values.name, '4', errors, 'имя');
    checkPhone(values.phone, '1', errors);
    if (errors.length > 0) return reject(c, errors);
    const now = c.var.app.now();
    c.var.session.requests.push({ kind: 'manager_call', at: now, fields: values });
    addMail(c.var.session, now, MANAGER_EMAIL, 'Заказ обратного звонка', `Имя: ${values.name}\nТелефон: ${values.phone}`);
    return ok(c, {}, 'Скоро с вами свяжется менеджер.');
  });
}
