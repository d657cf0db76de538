import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { Textarea, needsScroll, nextHeight } from '../../../shared/ui/Textarea';

describe('nextHeight', () => {
  it('follows the content up to 304 px', () => {
    expect(nextHeight(96)).toBe(96);
    expect(nextHeight(303.2)).toBe(304);
    expect(nextHeight(304)).toBe(304);
    expect(nextHeight(900)).toBe(304);
    expect(nextHeight(500, 200)).toBe(200);
    expect(nextHeight(NaN)).toBe(0);
  });
  it('scrolls only above the cap', () => {
    expect(needsScroll(304)).toBe(false);
    expect(needsScroll(305)).toBe(true);
  });
});

// happy-dom has no layout: give the field the content height a browser would measure.
function withContentHeight(el: HTMLElement, height: () => number) {
  Object.defineProperty(el, 'scrollHeight', { configurable: true, get: height });
}

describe('<Textarea>', () => {
  it('grows with the text, then stops at 304 px and scrolls', async () => {
    const user = userEvent.setup();
    // A long review arrives in one paste (typing it key by key would only slow the test down).
    const repaste = async (field: HTMLElement, text: string) => {
      await user.clear(field);
      await user.paste(text);
    };
    let content = 100;
    function Harness() {
      const [v, setV] = useState('');
      return <Textarea aria-label="Отзыв" value={v} onChange={(e) => setV(e.target.value)} />;
    }
    render(<Harness />);
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Отзыв' });
    withContentHeight(field, () => content);
    content = 180;
    await repaste(field, 'Хорошая дверь\n'.repeat(6));
    expect(field.style.height).toBe('180px');
    expect(field.style.overflowY).toBe('hidden');
    content = 640;
    await repaste(field, 'Хорошая дверь\n'.repeat(30));
    expect(field.style.height).toBe('304px');
    expect(field.style.overflowY).toBe('auto');
    content = 120;
    await repaste(field, 'Коротко');
    expect(field.style.height).toBe('120px');
    expect(field.style.overflowY).toBe('hidden');
  });

  it('passes its props and calls onInput', async () => {
    const user = userEvent.setup();
    const onInput = vi.fn();
    render(<Textarea aria-label="Комментарий" name="comment" placeholder="Комментарий к заказу" onInput={onInput} />);
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Комментарий' });
    expect(field.name).toBe('comment');
    expect(field.placeholder).toBe('Комментарий к заказу');
    await user.type(field, 'x');
    expect(onInput).toHaveBeenCalled();
  });
});
