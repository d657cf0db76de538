/**
 * The classes of a contact form (the manager call, cooperation and the configuration's order), styled
 * by `contact-form.css` beside this module on the account forms' look: a view that draws one takes
 * its classes from here, so the look comes with its widget's stylesheet.
 */
export const CONTACT_FORM_CLASS = 'vt-account-form vt-contact-form';
export const CONTACT_FORM_TITLE_CLASS = 'vt-contact-form__title';
/** Two fields side by side from 768 px (the name and the phone). */
export const CONTACT_FORM_ROW_CLASS = 'vt-contact-form__row';
