import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { letGoOf, overCmsSelect, pickedBefore } from '../../../shared/ui/select-handoff';

/**
 * The catalogue's order and cards per row load when the shopper reaches for the CMS's select: the
 * widget waits while the shopper holds that select (a phone shows its list meanwhile), then takes its
 * place and makes a choice made there again in itself.
 */

function cmsSelect(): { tag: HTMLElement; select: HTMLSelectElement } {
  document.body.innerHTML = `<div data-widget="catalog-sort"><label for="sort">Сортировать по</label>
    <select id="sort" name="sort"><option value="0" selected>Популярности</option><option value="1">Дешевле</option><option value="2">Дороже</option></select></div>
    <a href="/elsewhere">Дальше</a>`;
  return { tag: document.querySelector<HTMLElement>('[data-widget]')!, select: document.querySelector('select')! };
}

/** A stand-in widget: its own select, whose changes it records (as the widget's controller would carry them out). */
function selectWidget(tag: HTMLElement, chosen: string[]): () => () => void {
  return () => {
    tag.innerHTML = `<select aria-label="Сортировать по"><option value="0">Популярности</option><option value="1">Дешевле</option><option value="2">Дороже</option></select>`;
    const own = tag.querySelector('select')!;
    own.addEventListener('change', () => chosen.push(own.value));
    return () => tag.replaceChildren();
  };
}

/** The stand-in over the CMS's select, mounted as the runtime mounts it: once its `ready` has resolved. */
async function mountOver(tag: HTMLElement, mount: () => () => void): Promise<() => void> {
  const widget = overCmsSelect({ props: v.unknown(), mount });
  await widget.ready?.(tag);
  return widget.mount(tag, undefined);
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('pickedBefore', () => {
  it('is null while the select shows what the page was rendered with, and the value the shopper picked after', () => {
    const { select } = cmsSelect();
    expect(pickedBefore(select)).toBeNull();
    select.value = '2';
    expect(pickedBefore(select)).toBe('2');
  });
});

describe('a widget over the CMS select', () => {
  it('mounts at once when the shopper does not hold the select, and carries out a choice made there before', async () => {
    const { tag, select } = cmsSelect();
    select.value = '1';
    const chosen: string[] = [];
    await mountOver(tag, selectWidget(tag, chosen));
    expect(tag.querySelector('select')?.getAttribute('aria-label')).toBe('Сортировать по');
    expect(tag.querySelector('select')?.value).toBe('1');
    expect(chosen).toEqual(['1']);
  });

  it('chooses nothing when the shopper picked nothing', async () => {
    const { tag } = cmsSelect();
    const chosen: string[] = [];
    expect(letGoOf(tag)).toBeUndefined();
    await mountOver(tag, selectWidget(tag, chosen));
    expect(tag.querySelector('select')?.value).toBe('0');
    expect(chosen).toEqual([]);
  });

  it('waits while the select has the focus; the pick mounts it, chosen again, with the focus in the widget', async () => {
    const { tag, select } = cmsSelect();
    select.focus();
    const chosen: string[] = [];
    const mount = vi.fn(selectWidget(tag, chosen));
    const mounted = mountOver(tag, mount);
    await Promise.resolve();
    expect(mount).not.toHaveBeenCalled();
    expect(tag.querySelector('select')).toBe(select);
    select.value = '2';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await mounted;
    expect(mount).toHaveBeenCalledTimes(1);
    const own = tag.querySelector('select');
    expect(own).not.toBe(select);
    expect(own?.value).toBe('2');
    expect(chosen).toEqual(['2']);
    expect(document.activeElement).toBe(own);
  });

  it('mounts once the shopper leaves the select without a pick, choosing nothing', async () => {
    const { tag, select } = cmsSelect();
    select.focus();
    const chosen: string[] = [];
    const mount = vi.fn(selectWidget(tag, chosen));
    const mounted = mountOver(tag, mount);
    document.querySelector<HTMLAnchorElement>('a')!.focus();
    await mounted;
    expect(mount).toHaveBeenCalledTimes(1);
    expect(chosen).toEqual([]);
    expect(document.activeElement?.textContent).toBe('Дальше');
  });

  it('presses the widget’s button of the picked value when the widget shows buttons', async () => {
    const { tag, select } = cmsSelect();
    select.value = '2';
    const pressed: string[] = [];
    await mountOver(tag, () => {
      tag.innerHTML = '<button type="button" value="0">0</button><button type="button" value="2">2</button>';
      for (const button of tag.querySelectorAll('button')) button.addEventListener('click', () => pressed.push(button.value));
      return () => tag.replaceChildren();
    });
    expect(pressed).toEqual(['2']);
  });
});

describe('a pick made while the widget’s code came', () => {
  it('is carried out at the mount, though the select still has the focus', async () => {
    const { tag, select } = cmsSelect();
    select.focus();
    select.value = '1';
    const chosen: string[] = [];
    expect(letGoOf(tag)).toBeUndefined();
    await mountOver(tag, selectWidget(tag, chosen));
    expect(chosen).toEqual(['1']);
    expect(document.activeElement).toBe(tag.querySelector('select'));
  });
});
