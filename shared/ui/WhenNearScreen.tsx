import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { type ControlIdentity, controlIdentity, sameControlIn } from '../dom/label';
import { createNearScreen, type NearScreen } from './near-screen';

const PRESSABLE = 'button,input[type=submit],input[type=button],[role=button]';

/** What the shopper was doing in a waiting item when it woke: the control they focused or pressed. */
interface Handover {
  control: ControlIdentity;
  press: boolean;
}

/** Focus the keyboard moved in (not a pointer's, which a click follows). */
function byKeyboard(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/** A server item waiting off screen, and what wakes it. */
export interface WaitingItem {
  copy: Element;
  nearScreen: NearScreen;
}

/**
 * A list's waiting items (`itemsAwayFromScreen` when its widget mounted) by key, woken by one
 * observer that ends with the list.
 */
export function useWaitingItems(away: ReadonlyMap<string, Element> | undefined): (key: string) => WaitingItem | undefined {
  const [nearScreen] = useState(() => (away && away.size > 0 ? createNearScreen() : undefined));
  useEffect(() => () => nearScreen?.dispose(), [nearScreen]);
  return (key) => {
    const copy = away?.get(key);
    return copy && nearScreen ? { copy, nearScreen } : undefined;
  };
}

/**
 * A list item that, when the server's copy of it was away from the screen at mount, shows that copy
 * until the shopper nears it or tabs into it, then renders `children` in its place. Focus stays on the
 * same link or control, and a button pressed in the copy before it woke is pressed in the rendered
 * item (a link in it works as the server made it).
 */
export function WhenNearScreen({ waiting, children }: { waiting: WaitingItem | undefined; children: ReactNode }) {
  const [near, setNear] = useState(!waiting);
  const holder = useRef<HTMLDivElement>(null);
  const handover = useRef<Handover | null>(null);

  useLayoutEffect(() => {
    const target = holder.current;
    if (near || !waiting || !target) return;
    const { copy, nearScreen } = waiting;
    target.append(copy);
    const wake = (): void => {
      stop();
      setNear(true);
    };
    const stop = nearScreen.watch(copy, wake);
    const onFocus = (event: FocusEvent): void => {
      if (!(event.target instanceof Element) || !byKeyboard(event.target)) return;
      handover.current = { control: controlIdentity(event.target), press: false };
      wake();
    };
    const onClick = (event: MouseEvent): void => {
      const control = event.target instanceof Element ? event.target.closest(PRESSABLE) : null;
      if (!control) return;
      event.preventDefault();
      handover.current = { control: controlIdentity(control), press: true };
      wake();
    };
    target.addEventListener('focusin', onFocus);
    target.addEventListener('click', onClick, true);
    return () => {
      stop();
      target.removeEventListener('focusin', onFocus);
      target.removeEventListener('click', onClick, true);
      copy.remove();
    };
  }, [near, waiting]);

  useLayoutEffect(() => {
    const target = holder.current;
    const wanted = handover.current;
    if (!near || !wanted || !target) return;
    handover.current = null;
    const control = sameControlIn(target, wanted.control);
    control?.focus();
    if (wanted.press) control?.click();
  }, [near]);

  // `contents`: the item lays out as if its card were the list item's own child, waiting or not.
  return (
    <div ref={holder} style={{ display: 'contents' }} data-vt-waiting={near ? undefined : ''}>
      {near ? children : null}
    </div>
  );
}
