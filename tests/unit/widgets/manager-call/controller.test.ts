import { describe, expect, it } from 'vitest';
import { ApiError, ERROR_TEXTS } from '../../../../shared/api/http';
import type { Fact } from '../../../../shared/analytics/facts';
import type { ManagerCallPayload } from '../../../../shared/api/forms';
import { MANAGER_CALL_SUCCESS } from '../../../../shared/forms/messages';
import { createManagerCall, type ManagerCallOptions } from '../../../../widgets/manager-call/controller';
import { fakeChecks, fakeEndpoint, flush, rejection } from '../../forms/fakes';

/** The call-back form against fakes: the endpoint answers when the test says; the reports are recorded. */

function setup(options: ManagerCallOptions = { metrikaId: 12345678 }, analytics = false) {
  const { checks, state, passThrottle } = fakeChecks();
  const endpoint = fakeEndpoint<ManagerCallPayload, undefined>();
  const seen = { facts: [] as Fact[], metrika: [] as [number | null, string][], announced: [] as string[] };
  const ctl = createManagerCall(
    {
      ...checks,
      send: endpoint.call,
      track: (fact) => {
        seen.facts.push(fact);
        return analytics;
      },
      reachGoal: (counterId, goal) => void seen.metrika.push([counterId, goal]),
      announceGoal: (goal) => void seen.announced.push(goal),
    },
    options,
  );
  ctl.start();
  ctl.setValue('name', ' Пётр ');
  ctl.setValue('phone', '+7 (912) 345-67-89');
  return { ctl, endpoint, seen, state, passThrottle };
}

const PATH = '/api/manager_call/';

describe('manager call-back', () => {
  it('sends the trimmed values; on success clears the form, thanks, and reports back_call to the counter and the page', async () => {
    const { ctl, endpoint, seen } = setup();
    const submitted = ctl.submit();
    await flush();
    expect(endpoint.last().payload).toEqual({ name: 'Пётр', phone: '+7 (912) 345-67-89', token: 'tok-1' });
    endpoint.last().answer.resolve({ data: undefined, message: '' });
    await submitted;
    expect(ctl.values.value).toEqual({ name: '', phone: '' });
    expect(ctl.done.value).toEqual(MANAGER_CALL_SUCCESS);
    expect(seen.facts).toEqual([{ kind: 'goal', goal: 'callback', name: undefined, counter: 12345678 }]);
    expect(seen.metrika).toEqual([[12345678, 'back_call']]);
    expect(seen.announced).toEqual(['back_call']);
  });

  it('with analytics configured its goal is the one report to the counter; the page hears the props’ goal name', async () => {
    const { ctl, endpoint, seen } = setup({ goal: 'call_me' }, true);
    const submitted = ctl.submit();
    await flush();
    endpoint.last().answer.resolve({ data: undefined, message: '' });
    await submitted;
    expect(seen.metrika).toEqual([]);
    expect(seen.announced).toEqual(['call_me']);
  });

  it('a double submit sends once; the thanks go as the next request goes', async () => {
    const { ctl, endpoint, passThrottle } = setup();
    let submitted = ctl.submit();
    void ctl.submit();
    await flush();
    expect(endpoint.sent).toHaveLength(1);
    endpoint.last().answer.resolve({ data: undefined, message: '' });
    await submitted;
    expect(ctl.done.value).not.toBeNull();
    passThrottle();
    ctl.setValue('name', 'Анна');
    submitted = ctl.submit();
    await flush();
    expect(endpoint.sent).toHaveLength(2);
    expect(ctl.done.value).toBeNull();
    endpoint.last().answer.reject(new ApiError('network', ERROR_TEXTS.network, PATH));
    await submitted;
  });

  it('a failure shows its message and keeps what was typed; nothing is reported', async () => {
    const { ctl, endpoint, seen } = setup();
    const submitted = ctl.submit();
    await flush();
    endpoint.last().answer.reject(rejection(PATH, { code: '1', message: 'Неверный формат телефона' }, { code: '9', message: 'Проверка на робота не пройдена.' }));
    await submitted;
    expect(ctl.errors.value).toEqual({ phone: 'Неверный формат телефона' });
    expect(ctl.generalError.value).toBe('Проверка на робота не пройдена.');
    expect(ctl.values.value).toEqual({ name: ' Пётр ', phone: '+7 (912) 345-67-89' });
    expect(ctl.done.value).toBeNull();
    expect(seen).toEqual({ facts: [], metrika: [], announced: [] });
  });

  it('unmounted mid-request: the late success clears nothing and reports nothing', async () => {
    const { ctl, endpoint, seen } = setup();
    const submitted = ctl.submit();
    await flush();
    ctl.dispose();
    endpoint.last().answer.resolve({ data: undefined, message: '' });
    await submitted;
    expect(ctl.values.value.name).toBe(' Пётр ');
    expect(ctl.done.value).toBeNull();
    expect(seen).toEqual({ facts: [], metrika: [], announced: [] });
  });
});
