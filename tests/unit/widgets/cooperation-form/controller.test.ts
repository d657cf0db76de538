import { describe, expect, it } from 'vitest';
import type { Fact } from '../../../../shared/analytics/facts';
import type { CooperationPayload } from '../../../../shared/api/forms';
import { COOPERATION_SUCCESS } from '../../../../shared/forms/messages';
import { createCooperation, type CooperationValues } from '../../../../widgets/cooperation-form/controller';
import { fakeChecks, fakeEndpoint, flush, rejection } from '../../forms/fakes';

/** The cooperation form against fakes: the endpoint answers when the test says. */

const TYPED: CooperationValues = {
  name: ' Ольга Смирнова ',
  email: 'olga@',
  phone: '+7 (912',
  company: 'ООО «Интерьер-Урал»',
  comment: 'Хотим продавать ваши двери.\nНужен прайс для дилеров.\n',
};

function setup() {
  const { checks, passThrottle } = fakeChecks();
  const endpoint = fakeEndpoint<CooperationPayload, undefined>();
  const facts: Fact[] = [];
  const ctl = createCooperation({ ...checks, send: endpoint.call, track: (fact) => void facts.push(fact) });
  ctl.start();
  for (const [name, value] of Object.entries(TYPED)) ctl.setValue(name as keyof CooperationValues, value);
  return { ctl, endpoint, facts, passThrottle };
}

const PATH = '/api/cooperation/';

describe('cooperation form', () => {
  it('the server’s checks reach the fields and nothing typed is lost; then a sent request clears the form and thanks', async () => {
    const { ctl, endpoint, facts, passThrottle } = setup();
    let submitted = ctl.submit();
    await flush();
    expect(endpoint.last().payload).toEqual({ ...TYPED, name: 'Ольга Смирнова', comment: 'Хотим продавать ваши двери.\nНужен прайс для дилеров.', token: 'tok-1' });
    endpoint.last().answer.reject(rejection(PATH, { code: '5', message: 'Некорректный e-mail' }, { code: '1', message: 'Некорректный номер телефона' }));
    await submitted;
    expect(ctl.errors.value).toEqual({ email: 'Некорректный e-mail', phone: 'Некорректный номер телефона' });
    expect(ctl.values.value).toEqual(TYPED);
    expect(ctl.done.value).toBeNull();
    expect(facts).toEqual([]);

    ctl.setValue('email', 'olga@interier-ural.ru');
    expect(ctl.errors.value).toEqual({ phone: 'Некорректный номер телефона' });
    passThrottle();
    submitted = ctl.submit();
    await flush();
    endpoint.last().answer.resolve({ data: undefined, message: '' });
    await submitted;
    expect(ctl.values.value).toEqual({ name: '', email: '', phone: '', company: '', comment: '' });
    expect(ctl.errors.value).toEqual({});
    expect(ctl.done.value).toEqual(COOPERATION_SUCCESS);
    expect(facts).toEqual([{ kind: 'goal', goal: 'cooperation' }]);
  });

  it('a double submit sends once', async () => {
    const { ctl, endpoint } = setup();
    void ctl.submit();
    void ctl.submit();
    await flush();
    void ctl.submit();
    await flush();
    expect(endpoint.sent).toHaveLength(1);
  });

  it('unmounted mid-request: the late success clears nothing and reports nothing', async () => {
    const { ctl, endpoint, facts } = setup();
    const submitted = ctl.submit();
    await flush();
    ctl.dispose();
    endpoint.last().answer.resolve({ data: undefined, message: '' });
    await submitted;
    expect(ctl.values.value).toEqual(TYPED);
    expect(ctl.done.value).toBeNull();
    expect(facts).toEqual([]);
  });
});
