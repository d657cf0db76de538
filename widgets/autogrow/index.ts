import * as v from 'valibot';
import { defineEnhancer } from '../../shared/runtime/enhancer';
import { AUTOGROW_MAX, autogrowHeight } from './model';

export const autogrowProps = v.optional(
  v.object({
    max: v.optional(v.pipe(v.number(), v.minValue(40), v.description('The tallest the field grows, px; past it the field scrolls.')), AUTOGROW_MAX),
  }),
  {},
);

/** The tag is a `<textarea>` or holds some: each grows with its content. */
export default defineEnhancer({
  props: autogrowProps,
  mount(element, props, scope) {
    const fields = element instanceof HTMLTextAreaElement ? [element] : [...element.querySelectorAll('textarea')];
    const max = props.max ?? AUTOGROW_MAX;
    for (const field of fields) {
      // The server's rows stay the least height, so an empty field never shrinks.
      const least = field.offsetHeight;
      const fit = () => {
        const borders = field.offsetHeight - field.clientHeight;
        field.style.height = 'auto';
        const { height, scroll } = autogrowHeight(field.scrollHeight + borders, max);
        field.style.height = `${Math.max(height, least)}px`;
        field.style.overflowY = scroll ? 'auto' : 'hidden';
      };
      scope.listen(field, 'input', fit);
      fit();
      scope.own(() => {
        field.style.height = '';
        field.style.overflowY = '';
      });
    }
  },
});
