import IMask from 'imask';
import { defineEnhancer, noProps } from '../../shared/runtime/enhancer';
import { MASKS, isMaskName, nationalDigits } from './model';

/**
 * Masks on a plain CMS form: the tag (a form or any container) holds inputs with
 * `data-mask="phone"` or `data-mask="date"`. The field keeps its name and submits the masked text.
 */
export default defineEnhancer({
  props: noProps,
  mount(element, _props, scope) {
    for (const input of element.querySelectorAll<HTMLInputElement>('input[data-mask]')) {
      const kind = input.dataset.mask;
      if (!isMaskName(kind)) continue;
      if (kind === 'phone') {
        // Before imask reads it: a whole number arriving in an empty field keeps its national part.
        scope.listen(
          input,
          'input',
          () => {
            if (mask.unmaskedValue !== '') return;
            const digits = nationalDigits(input.value);
            if (digits) input.value = digits;
          },
          { capture: true },
        );
        scope.listen(input, 'paste', (event) => {
          const text = event.clipboardData?.getData('text') ?? '';
          const digits = nationalDigits(text);
          if (!digits) return;
          event.preventDefault();
          mask.unmaskedValue = digits;
        });
      }
      if (!input.placeholder) input.placeholder = kind === 'phone' ? '+7 (___) ___-__-__' : 'дд.мм.гггг';
      input.inputMode = 'numeric';
      const mask = IMask(input, { mask: MASKS[kind], lazy: true });
      scope.own(() => mask.destroy());
    }
  },
});
