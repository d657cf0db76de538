import { afterEach, describe, expect, it } from 'vitest';
import { closePopup, isPopupOpen, openPopup, openPopupId, popupOpener } from '../../../shared/store/popups';

afterEach(() => {
  openPopupId.value = null;
});

describe('popups store', () => {
  it('starts with nothing open', () => {
    expect(openPopupId.value).toBeNull();
  });

  it('opens one popup at a time: opening another replaces the current one', () => {
    openPopup('login');
    expect(isPopupOpen('login')).toBe(true);
    openPopup('review');
    expect(isPopupOpen('review')).toBe(true);
    expect(isPopupOpen('login')).toBe(false);
  });

  it('closePopup(id) closes only that popup; closePopup() closes whatever is open', () => {
    openPopup('login');
    closePopup('review');
    expect(openPopupId.value).toBe('login');
    closePopup('login');
    expect(openPopupId.value).toBeNull();
    openPopup('review');
    closePopup();
    expect(openPopupId.value).toBeNull();
  });

  it('remembers the focused element as the opener', () => {
    const button = document.body.appendChild(document.createElement('button'));
    button.focus();
    openPopup('login');
    expect(popupOpener('login')).toBe(button);
  });

  it('a popup opened from inside another popup inherits the first opener', () => {
    const button = document.body.appendChild(document.createElement('button'));
    openPopup('login', button);
    const inside = document.body.appendChild(document.createElement('div'));
    inside.setAttribute('data-vt-popup-id', 'login');
    const link = inside.appendChild(document.createElement('a'));
    openPopup('forgot', link);
    expect(popupOpener('forgot')).toBe(button);
  });
});
