import { describe, expect, it } from 'vitest';
import { createProductAttributes } from '../../../../widgets/product-attributes/controller';
import { fakeQuery } from '../../fake-media';

/** A media query the test turns by hand. */
function started(phone: boolean) {
  const page = new EventTarget();
  const media = fakeQuery(phone);
  const ctl = createProductAttributes({ keys: page, clickQuery: media.query });
  ctl.start();
  const press = (key: string): KeyboardEvent => {
    const event = new KeyboardEvent('keydown', { key, cancelable: true });
    page.dispatchEvent(event);
    return event;
  };
  return { ctl, page, media, press };
}

describe('product attributes controller', () => {
  it('on a phone a tap opens a hint and a second tap closes it; pointer and focus do nothing there', () => {
    const { ctl } = started(true);
    expect(ctl.clickMode.value).toBe(true);
    ctl.send({ type: 'click', index: 1 });
    expect(ctl.open.value).toBe(1);
    ctl.send({ type: 'leave', index: 1 });
    expect(ctl.open.value).toBe(1);
    ctl.send({ type: 'click', index: 1 });
    expect(ctl.open.value).toBeNull();
  });

  it('on a hover screen hover and focus open, leaving closes; the width is followed while it runs', () => {
    const { ctl, media } = started(false);
    ctl.send({ type: 'enter', index: 0 });
    expect(ctl.open.value).toBe(0);
    ctl.send({ type: 'leave', index: 0 });
    expect(ctl.open.value).toBeNull();
    media.turn(true);
    expect(ctl.clickMode.value).toBe(true);
    ctl.send({ type: 'enter', index: 0 });
    expect(ctl.open.value).toBeNull();
  });

  it('Escape on the page closes the open hint and asks for the focus back on its button', () => {
    const { ctl, press } = started(true);
    ctl.send({ type: 'click', index: 2 });
    const escape = press('Escape');
    expect(escape.defaultPrevented).toBe(true);
    expect(ctl.open.value).toBeNull();
    expect(ctl.focus.value).toEqual({ index: 2 });
  });

  it('Escape with no hint open, or another key, is left to the page', () => {
    const { ctl, press } = started(false);
    expect(press('Escape').defaultPrevented).toBe(false);
    ctl.send({ type: 'enter', index: 0 });
    expect(press('Enter').defaultPrevented).toBe(false);
    expect(ctl.open.value).toBe(0);
    expect(ctl.focus.value).toBeNull();
  });

  it('the close control and the dark area close it, each asking for the focus anew; a close without focus asks for none', () => {
    const { ctl } = started(true);
    ctl.send({ type: 'click', index: 1 });
    ctl.close(true);
    const first = ctl.focus.value;
    expect(first).toEqual({ index: 1 });
    ctl.send({ type: 'click', index: 1 });
    ctl.close(true);
    expect(ctl.focus.value).toEqual({ index: 1 });
    expect(ctl.focus.value).not.toBe(first);
    ctl.send({ type: 'click', index: 0 });
    ctl.close(false);
    expect(ctl.open.value).toBeNull();
    expect(ctl.focus.value).toEqual({ index: 1 });
  });

  it('disposed, it hears neither Escape nor the width', () => {
    const { ctl, media, press } = started(false);
    ctl.send({ type: 'enter', index: 0 });
    ctl.dispose();
    expect(press('Escape').defaultPrevented).toBe(false);
    expect(ctl.open.value).toBe(0);
    media.turn(true);
    expect(ctl.clickMode.value).toBe(false);
  });

  it('without a media query it is in hover mode', () => {
    const ctl = createProductAttributes({ keys: new EventTarget(), clickQuery: null });
    ctl.start();
    expect(ctl.clickMode.value).toBe(false);
    ctl.send({ type: 'click', index: 0 });
    ctl.send({ type: 'click', index: 0 });
    expect(ctl.open.value).toBe(0);
  });
});
