/**
 * The classes of a setting in the catalogue's toolbar (the sort and the view switch: a label before its
 * control), styled by `catalog-setting.css` beside this module: each widget takes them from here, so
 * either one looks right when it mounts first, as on a phone, where each waits for the shopper's touch.
 */
export const CATALOG_SETTING_CLASS = 'vt-catalog-setting';
export const CATALOG_SETTING_LABEL_CLASS = 'vt-catalog-setting__label';
