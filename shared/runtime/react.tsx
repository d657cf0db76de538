import { createContext, useContext, useLayoutEffect, useRef, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type * as v from 'valibot';
import type { WidgetDefinition } from './types';

const RENDER_FAILED = 'Не удалось показать этот блок. Обновите страницу.';

/** The server-rendered content the root's element held before React took it over (never put back itself). */
const ServerContent = createContext<readonly Node[]>([]);

/**
 * Shows the tag's server-rendered content again, for a widget that is still loading its data:
 * the shopper keeps reading the CMS's version instead of a spinner (progressive enhancement).
 */
export function ServerFallback() {
  const holder = useRef<HTMLDivElement>(null);
  const nodes = useContext(ServerContent);
  useLayoutEffect(() => {
    const target = holder.current;
    if (!target) return;
    target.replaceChildren(...nodes.map((node) => node.cloneNode(true)));
    return () => target.replaceChildren();
  }, [nodes]);
  return <div ref={holder} className="vt-server-fallback" aria-busy="true" />;
}

export interface ReactWidgetOptions {
  isolate?: boolean;
}

/**
 * Turns a React component into a widget definition: a root per tag that stops alone when it breaks.
 * A widget that throws while rendering (at once or after a shopper's action) is reported like every
 * other failure of a tag (the context's fail: the tag marked, `vitrina:widget-error`, one console line), then a
 * short message takes its place. Failures are handled by the root (React 19's onUncaughtError) rather
 * than by an error boundary around every widget: React reports an error a boundary caught on the
 * console itself, so a broken widget printed two lines, and one even when the page had cancelled
 * `vitrina:widget-error` to report it its own way. The first render is flushed synchronously so
 * `data-widget-state="mounted"` means the shopper sees the widget, and the server-rendered fallback is
 * replaced in one step. The widget's name is its tag's (the registry's), not restated here.
 */
export function reactWidget<P extends object>(View: ComponentType<P>, props: v.GenericSchema<unknown, P>, options: ReactWidgetOptions = {}): WidgetDefinition<P> {
  /** Each mounted root's render, by the element it was mounted into. */
  const renders = new WeakMap<HTMLElement, (props: P) => void>();
  return {
    props,
    ...options,
    // New props for a mounted widget render into the same root: what the shopper did in it stays.
    update: (element, parsed) => renders.get(element)?.(parsed),
    mount(element, parsed, context) {
      // The nodes themselves, which React takes out of the element: a copy is made only where a
      // widget shows them again (ServerFallback), not of every list on every mount.
      const server = Array.from(element.childNodes);
      let unmounted = false;
      const showMessage = (): void => {
        if (unmounted) return;
        root.render(
          <p className="vt-widget-error" role="alert">
            {RENDER_FAILED}
          </p>,
        );
      };
      const root: Root = createRoot(element, {
        identifierPrefix: context?.id ?? `vt-${Math.random().toString(36).slice(2)}-`,
        // Not while React is still handling the error: once the report is out and React has unmounted
        // the broken tree. The message shows even if the report's code cannot come.
        onUncaughtError: (error) =>
          void (context?.fail(error) ?? Promise.resolve())
            .catch(() => {})
            .then(showMessage),
      });
      const render = (next: P): void =>
        flushSync(() =>
          root.render(
            <ServerContent.Provider value={server}>
              <View {...next} />
            </ServerContent.Provider>,
          ),
        );
      renders.set(element, render);
      render(parsed);
      return () => {
        renders.delete(element);
        unmounted = true;
        root.unmount();
      };
    },
  };
}
