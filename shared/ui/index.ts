// Public pieces of the shared UI layer. Styles live beside each component (<Name>.css) and are
// concatenated into dist/vitrina.css by the build; nothing here imports CSS.
export {
  Popup,
  popupPhase,
  phaseDuration,
  POPUP_OPEN_DELAY_MS,
  POPUP_CLOSE_MS,
  BODY_OPEN_CLASSES,
  type PopupProps,
  type PopupPhase,
  type PopupEvent,
} from './Popup';
export { openPopupId, openPopup, closePopup, isPopupOpen, popupOpener } from '../store/popups';
export {
  toastSuccess,
  toastError,
  toastServerError,
  dismissToasts,
  toastHtml,
  toastLines,
  escapeHtml,
  serverErrorText,
  TOAST_DURATION_MS,
  SERVER_ERROR_PREFIX,
  type ToastLink,
  type ToastMessage,
} from './toast';
export {
  QuantityInput,
  clampQuantity,
  isValidQuantity,
  incrementQuantity,
  decrementQuantity,
  QUANTITY_MIN,
  QUANTITY_MAX,
  type QuantityInputProps,
} from './QuantityInput';
export { TEXT_INPUT_CLASS, TEXTAREA_CLASS, SELECT_BUTTON_CLASS } from './text-control';
export {
  MaskedInput,
  MaskedField,
  normalisePhonePaste,
  phoneDigits,
  applyPattern,
  isCompletePhone,
  PHONE_MASK,
  DATE_MASK,
  type MaskKind,
  type MaskedInputProps,
  type MaskedFieldProps,
} from './MaskedInput';
export {
  FileInput,
  checkFile,
  matchesAccept,
  wrongTypeText,
  MAX_FILE_SIZE,
  ACCEPT_REVIEW_PHOTO,
  ACCEPT_BILL,
  type FileCheck,
  type FileInputProps,
} from './FileInput';
export {
  Select,
  filterOptions,
  toggleValue,
  selectionText,
  moveActive,
  typeAhead,
  normalizeSearch,
  isSafeColor,
  SELECT_TEXTS,
  type SelectOption,
  type SelectProps,
} from './Select';
export { Tabs, nextTabIndex, type TabItem, type TabsProps } from './Tabs';
export { Textarea, nextHeight, needsScroll, TEXTAREA_MAX_HEIGHT, type TextareaProps } from './Textarea';
export { Price, OLD_PRICE_LABEL, type PriceProps } from './Price';
export { Field, describedBy, fieldControlProps, type FieldProps, type FieldControlProps } from './Field';
export { VisuallyHidden } from './VisuallyHidden';
export { tabbableIn, trapTarget, deepActiveElement } from './focus';
