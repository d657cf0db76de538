import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageConfiguratorIO } from '../../../../widgets/configurator/io';
import { formFields, jsonResponse, stubFetch } from '../../api/helpers';
import { demoSteps } from './fixtures';

const ROOT = demoSteps('root');
const AQUA = demoSteps('301');

/** The shop answering every POST /api/configurator/ with the steps of the `parent` it was sent. */
function shop() {
  return stubFetch(async (request) => {
    const parent = formFields(await request.text()).parent ?? '';
    return jsonResponse({ success: true, message: '', data: parent === '' ? ROOT : AQUA });
  });
}

const io = (rootSteps: typeof ROOT) => pageConfiguratorIO({ apiBase: '', firstStep: '', secondStep: '', rootSteps, showError: () => {} });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the configurator on the shop page: its steps', () => {
  it('takes the root steps the page came with the first time, without asking the shop', async () => {
    const fetched = shop();
    const { loadSteps } = io(ROOT);
    expect((await loadSteps(null)).map((step) => step.RKEY)).toEqual(ROOT.map((step) => step.RKEY));
    expect(fetched.requests).toHaveLength(0);
  });

  it("asks the shop for the root the next time (a retry or a reset shows the shop's current answer) and for every option", async () => {
    const fetched = shop();
    const { loadSteps } = io(ROOT);
    await loadSteps(null);
    await loadSteps(null);
    await loadSteps('301');
    expect(fetched.bodies.map((body) => formFields(body).parent)).toEqual(['', '301']);
    expect(fetched.requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/configurator/', '/api/configurator/']);
  });

  it('asks the shop for the root when the page came without its steps', async () => {
    const fetched = shop();
    const steps = await io([]).loadSteps(null);
    expect(steps.map((step) => step.RKEY)).toEqual(ROOT.map((step) => step.RKEY));
    expect(fetched.bodies.map((body) => formFields(body).parent)).toEqual(['']);
  });
});
