import { describe, expect, it } from 'vitest';
import { nextOpen, tooltipMode } from '../../../widgets/product-attributes/model';

describe('product attribute tooltips', () => {
  it('click mode up to 768 px, hover beyond', () => {
    expect(tooltipMode(375)).toBe('click');
    expect(tooltipMode(768)).toBe('click');
    expect(tooltipMode(769)).toBe('hover');
  });

  it('on phones a tap toggles and switches, pointer events do nothing, close closes', () => {
    expect(nextOpen(null, { type: 'click', index: 1 }, 'click')).toBe(1);
    expect(nextOpen(1, { type: 'click', index: 1 }, 'click')).toBeNull();
    expect(nextOpen(1, { type: 'click', index: 2 }, 'click')).toBe(2);
    expect(nextOpen(1, { type: 'leave', index: 1 }, 'click')).toBe(1);
    expect(nextOpen(null, { type: 'enter', index: 1 }, 'click')).toBeNull();
    expect(nextOpen(2, { type: 'close' }, 'click')).toBeNull();
  });

  it('on hover screens enter opens, leave closes its own tooltip only, click keeps it open', () => {
    expect(nextOpen(null, { type: 'enter', index: 0 }, 'hover')).toBe(0);
    expect(nextOpen(0, { type: 'leave', index: 0 }, 'hover')).toBeNull();
    expect(nextOpen(1, { type: 'leave', index: 0 }, 'hover')).toBe(1);
    expect(nextOpen(0, { type: 'click', index: 0 }, 'hover')).toBe(0);
  });
});

describe('product attributes props', () => {
  it('needs the items; a hint is optional', async () => {
    const v = await import('valibot');
    const { productAttributesProps } = await import('../../../widgets/product-attributes/index');
    expect(v.safeParse(productAttributesProps, {}).success).toBe(false);
    expect(v.parse(productAttributesProps, { items: [{ name: 'Гарантия', value: '3 года' }] })).toEqual({
      items: [{ name: 'Гарантия', value: '3 года', hint: '' }],
    });
  });
});
