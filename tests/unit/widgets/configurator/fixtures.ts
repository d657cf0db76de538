import * as v from 'valibot';
import { stepWire, stepsFor } from '../../../../demo/api/configurator';
import { stepsSchema, type ConfiguratorStep } from '../../../../shared/api/configurator';

/** The demo server's steps for a parent, parsed as the widget receives them. */
export function demoSteps(parent: string): ConfiguratorStep[] {
  return v.parse(stepsSchema, JSON.parse(JSON.stringify(stepsFor(parent).map(stepWire))));
}
