import type { Hono } from 'hono';
import { requireToken } from '../botcheck';
import type { AppEnv } from '../context';
import { CONFIGURATOR_STEPS, type StepData, type StepItemData } from '../data/configurator';
import { addMail } from '../session';
import { type FieldError, checkEmail, checkName, checkPhone, fieldsOf, ok, reject, rejectOne, str } from './common';

const NUMBER_FIELDS = [
  'UF_BOTTOM_LIMIT', 'UF_TOP_LIMIT', 'UF_STANDART',
  'UF_BOTTOM_LIMIT_2', 'UF_TOP_LIMIT_2', 'UF_STANDART_2',
  'UF_BOTTOM_LIMIT_V2', 'UF_TOP_LIMIT_V2', 'UF_LIMIT_CHANGE', 'UF_LIMIT_VALUE',
  'UF_CHANGE_DOOR', 'UF_CHANGE_PANEL',
] as const;
const TEXT_FIELDS = ['UF_SIZE_TITLE', 'UF_SIZE_TITLE_2', 'UF_DESCR_TITLE'] as const;
const FLAG_FIELDS = ['UF_DOOR', 'UF_WIDTH', 'UF_DOUBLE_PART', 'UF_DOOR_PANEL', 'UF_SOLID_PART', 'UF_DOUBLE_SOLID', 'UF_SOLID_WARNING'] as const;

export function allStepItems(): Array<{ step: StepData; item: StepItemData }> {
  return CONFIGURATOR_STEPS.flatMap((step) => step.ITEMS.map((item) => ({ step, item })));
}

export function stepOfOption(optionId: string): StepData | undefined {
  return CONFIGURATOR_STEPS.find((step) => step.ITEMS.some((item) => item.ID === optionId));
}

/** The model option that started the branch an option belongs to. */
function superParent(parent: string): string {
  let current = parent;
  for (let depth = 0; depth < 10; depth++) {
    const step = stepOfOption(current);
    if (!step || step.parent === 'root') return current;
    current = step.parent;
  }
  return current;
}

export function configuratorPicture(id: string): string {
  return `/images/configurator/${id}.svg`;
}

function itemWire(item: StepItemData): Record<string, unknown> {
  const wire: Record<string, unknown> = {
    ID: item.ID,
    NAME: item.NAME,
    PICTURE: { src: configuratorPicture(item.ID) },
    DESCRIPTION: item.DESCRIPTION ?? '',
  };
  for (const key of NUMBER_FIELDS) wire[key] = item[key] === undefined ? '' : String(item[key]);
  for (const key of TEXT_FIELDS) wire[key] = item[key] ?? '';
  for (const key of FLAG_FIELDS) wire[key] = item[key] ? 'Y' : 'N';
  return wire;
}

/** Step on the wire (spec 3 "Configurator step"). */
export function stepWire(step: StepData): Record<string, unknown> {
  const items: Record<string, unknown> = {};
  for (const item of step.ITEMS) items[item.ID] = itemWire(item);
  return {
    RKEY: `${step.parent}_${step.CODE}`,
    ITEMS: items,
    CHILDREN: step.ITEMS.filter((item) => CONFIGURATOR_STEPS.some((other) => other.parent === item.ID)).map((item) => item.ID),
    TITLE: step.TITLE,
    SELECT_TITLE: step.SELECT_TITLE,
    PARENT: step.parent === 'root' ? '' : step.parent,
    SUPER_PARENT: step.parent === 'root' ? 'root' : superParent(step.parent),
    TEMPLATE: step.TEMPLATE,
    DESCRIPTION: step.DESCRIPTION,
    SELECTED: null,
    showNext: false,
    DISABLED: false,
    SORT: String(step.SORT),
    RESET_SIZES: step.RESET_SIZES ? 'Y' : 'N',
  };
}

export function stepsFor(parent: string): StepData[] {
  return CONFIGURATOR_STEPS.filter((step) => step.parent === parent).sort((a, b) => a.SORT - b.SORT);
}

export const MODEL_IDS = stepsFor('root').flatMap((step) => step.ITEMS.map((item) => item.ID));

/** Normalises the scheme URL's parts; null when they name nothing. */
export function schemeParts(model: string, handle: string, side: string): { model: string; handle: string; side: 'left' | 'right' } | null {
  if (!MODEL_IDS.includes(model)) return null;
  let handlePart = 'false';
  if (handle !== 'false' && handle !== '') {
    const found = allStepItems().find(({ step, item }) => step.CODE === 'handle' && item.ID === handle);
    if (!found) return null;
    handlePart = found.item.NO_HANDLE ? 'false' : found.item.ID;
  }
  let sidePart: 'left' | 'right';
  if (side === 'left' || side === 'right') sidePart = side;
  else {
    const found = allStepItems().find(({ item }) => item.ID === side && item.SIDE !== undefined);
    if (!found?.item.SIDE) return null;
    sidePart = found.item.SIDE;
  }
  return { model, handle: handlePart, side: sidePart };
}

export function configuratorApi(app: Hono<AppEnv>): void {
  app.post('/api/configurator', (c) => {
    const raw = str(fieldsOf(c), 'parent');
    const parent = raw === '' || raw === 'null' || raw === 'root' || raw === 'false' ? 'root' : raw;
    if (parent !== 'root' && !stepOfOption(parent)) return rejectOne(c, 'parent', 'Такого варианта конфигурации нет');
    return ok(c, stepsFor(parent).map(stepWire));
  });

  app.get('/api/configuration/scheme/get/:model/:handle/:side', (c) => {
    const parts = schemeParts(c.req.param('model'), c.req.param('handle'), c.req.param('side'));
    if (!parts) return rejectOne(c, 'scheme', 'Схема для такой конфигурации не найдена');
    return ok(c, `/images/scheme/${parts.model}-${parts.handle}-${parts.side}.svg`);
  });

  app.post('/api/configuration', requireToken, (c) => {
    const fields = fieldsOf(c);
    const values = {
      name: str(fields, 'name'),
      phone: str(fields, 'phone'),
      email: str(fields, 'email'),
      config: str(fields, 'config'),
      scheme: str(fields, 'scheme'),
    };
    const errors: FieldError[] = [];
    checkPhone(values.phone, '1', errors);
    checkName(values.name, '4', errors, 'имя');
    checkEmail(values.email, '5', errors, false);
    if (values.config === '') errors.push({ code: 'config', message: 'Необходимо пройти все шаги конфигуратора.' });
    if (errors.length > 0) return reject(c, errors);
    if (!values.scheme.startsWith('/images/scheme/')) values.scheme = '';
    const now = c.var.app.now();
    c.var.session.requests.push({ kind: 'configuration', at: now, fields: values });
    addMail(
      c.var.session,
      now,
      'manager@example.ru',
      'Заказ из конфигуратора',
      `Имя: ${values.name}\nТелефон: ${values.phone}\nE-mail: ${values.email || '—'}\n\nКонфигурация:\n${values.config}\n\nСхема: ${values.scheme || '—'}`,
    );
    return ok(c, {}, 'В ближайшее время с вами свяжутся наши специалисты.');
  });
}
