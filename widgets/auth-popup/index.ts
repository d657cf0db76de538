import { reactWidget } from '../../shared/runtime/react';
import { AuthPopup } from './AuthPopup';
import { authPopupProps, type AuthPopupProps } from './props';

export { authPopupProps, type AuthPopupProps };

/**
 * Login / registration, forgot password and e-mail confirmation. Every page carries this tag and few
 * shoppers open it, so it loads on intent (widgets/registry.ts): the first pointer over, touch or
 * focus on any popup opener (`data-popup-open`), or a popup asked for. A click on an opener before the
 * code is here sets the popups store, and the popup opens from it once mounted. A page that needs a
 * login marks the tag `data-hydrate="load"`.
 */
export default reactWidget(AuthPopup, authPopupProps);
