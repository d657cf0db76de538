import type { ReactNode } from 'react';

/** Text for screen readers only (e.g. 'Старая цена' before a struck-out price). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="vt-visually-hidden">{children}</span>;
}
