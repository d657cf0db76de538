import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: string;
  /** Shown as a badge after the label (search result counts). */
  count?: number;
  content: ReactNode;
  disabled?: boolean;
}

export type TabKey = 'ArrowRight' | 'ArrowLeft' | 'Home' | 'End';

/**
 * Roving focus in a horizontal tab list: Right/Left move to the next/previous enabled tab and wrap
 * around, Home/End go to the first/last enabled one. Returns the current index when none is enabled.
 */
export function nextTabIndex(current: number, key: TabKey, disabled: readonly boolean[]): number {
  const n = disabled.length;
  const enabled = disabled.map((d, i) => (d ? -1 : i)).filter((i) => i >= 0);
  if (enabled.length === 0) return current;
  if (key === 'Home') return enabled[0]!;
  if (key === 'End') return enabled[enabled.length - 1]!;
  const step = key === 'ArrowRight' ? 1 : -1;
  for (let k = 1; k <= n; k++) {
    const i = (((current + step * k) % n) + n) % n;
    if (!disabled[i]) return i;
  }
  return current;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Accessible name of the tab list ('Результаты поиска'). */
  label: string;
  /** Controlled selected tab id. */
  value?: string;
  /** Initially selected tab id when uncontrolled (default: the first enabled tab). */
  defaultValue?: string;
  onChange?(id: string): void;
  className?: string;
}

/** WAI-ARIA tabs with automatic activation: moving focus with the arrows selects the tab. */
export function Tabs({ tabs, label, value, defaultValue, onChange, className }: TabsProps) {
  const uid = useId();
  const firstEnabled = tabs.find((t) => !t.disabled)?.id ?? tabs[0]?.id ?? '';
  const [own, setOwn] = useState(defaultValue ?? firstEnabled);
  const selectedId = tabs.some((t) => t.id === (value ?? own)) ? (value ?? own) : firstEnabled;
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (id: string) => {
    if (value === undefined) setOwn(id);
    if (id !== selectedId) onChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const key = event.key;
    if (key !== 'ArrowRight' && key !== 'ArrowLeft' && key !== 'Home' && key !== 'End') return;
    event.preventDefault();
    const next = nextTabIndex(index, key, tabs.map((t) => Boolean(t.disabled)));
    const tab = tabs[next];
    if (!tab) return;
    refs.current[next]?.focus();
    select(tab.id);
  };

  const tabId = (i: number) => `${uid}-tab-${i}`;
  const panelId = (i: number) => `${uid}-panel-${i}`;

  return (
    <div className={className ? `vt-tabs ${className}` : 'vt-tabs'}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className="vt-tabs__list">
        {tabs.map((tab, i) => {
          const selected = tab.id === selectedId;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                refs.current[i] = el;
              }}
              id={tabId(i)}
              type="button"
              role="tab"
              className={selected ? 'vt-tabs__tab vt-tabs__tab--selected' : 'vt-tabs__tab'}
              aria-selected={selected}
              aria-controls={panelId(i)}
              aria-disabled={tab.disabled || undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => !tab.disabled && select(tab.id)}
              onKeyDown={(event) => onKeyDown(event, i)}
            >
              <span className="vt-tabs__label">{tab.label}</span>
              {tab.count !== undefined ? <> <span className="vt-tabs__count">{tab.count}</span></> : null}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          id={panelId(i)}
          role="tabpanel"
          className="vt-tabs__panel"
          aria-labelledby={tabId(i)}
          tabIndex={0}
          hidden={tab.id !== selectedId}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
