import type { MediaWatch } from '../../shared/controller/media';

/** A media query the test turns by hand: its answer, and a 'change' event when it turns. */
export function fakeQuery(matches: boolean) {
  const target = new EventTarget();
  const query = Object.assign(target, { matches });
  return {
    query: query as MediaWatch,
    turn(next: boolean) {
      query.matches = next;
      target.dispatchEvent(new Event('change'));
    },
  };
}
