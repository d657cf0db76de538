import { reactWidget } from '../../shared/runtime/react';
import { AuthPopup } from './AuthPopup';
import { authPopupProps } from './props';

/** The React part of the auth popup, loaded when a shopper first opens one of its popups. */
export const authPopupWidget = reactWidget('auth-popup', AuthPopup, authPopupProps);
