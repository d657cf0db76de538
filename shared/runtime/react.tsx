import { Component, createContext, useContext, useLayoutEffect, useRef, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type * as v from 'valibot';
import { emit } from './events';
import type { HydrationStrategy, WidgetDefinition } from './types';

interface BoundaryProps {
  name: string;
  element: HTMLElement;
  children: ReactNode;
}

/** One per root: a widget that throws while rendering shows a short message and stops alone. */
class WidgetErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const host = this.props.element.closest<HTMLElement>('[data-widget]') ?? hostOf(this.props.element);
    host?.setAttribute('data-widget-state', 'error');
    const target = host ?? this.props.element;
    const message = 'it failed while rendering.';
    const handled = !emit('vitrina:widget-error', { name: this.props.name, reason: 'render', message, error }, target, true);
    if (!handled) console.error(`[vitrina] ${this.props.name}: ${message}`, target, error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <p className="vt-widget-error" role="alert">
          Не удалось показать этот блок. Обновите страницу.
        </p>
      );
    }
    return this.props.children;
  }
}

function hostOf(element: HTMLElement): HTMLElement | null {
  const root = element.getRootNode();
  return root instanceof ShadowRoot && root.host instanceof HTMLElement ? root.host : null;
}

/** The server-rendered content the tag held before React took it over. */
const ServerContent = createContext<readonly Node[]>([]);

/**
 * Shows the tag's server-rendered content again, for a widget that is still loading its data:
 * the shopper keeps reading the CMS's version instead of a spinner (progressive enhancement).
 */
export function ServerFallback() {
  const nodes = useContext(ServerContent);
  const holder = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const target = holder.current;
    if (!target) return;
    target.replaceChildren(...nodes.map((node) => node.cloneNode(true)));
    return () => target.replaceChildren();
  }, [nodes]);
  return <div ref={holder} className="vt-server-fallback" aria-busy="true" />;
}

/** Keeps useId values unique across the many roots of one page. */
let rootCount = 0;

export interface ReactWidgetOptions {
  hydrate?: HydrationStrategy;
  isolate?: boolean;
}

/**
 * Turns a React component into a widget definition: a root per tag, an error boundary around it.
 * The first render is flushed synchronously so `data-widget-state="mounted"` means the shopper
 * sees the widget, and the server-rendered fallback is replaced in one step.
 */
export function reactWidget<P extends object>(
  name: string,
  View: ComponentType<P>,
  props: v.GenericSchema<unknown, P>,
  options: ReactWidgetOptions = {},
): WidgetDefinition<P> {
  return {
    name,
    props,
    ...options,
    mount(element, parsed) {
      const serverContent = Array.from(element.childNodes, (node) => node.cloneNode(true));
      const root = createRoot(element, { identifierPrefix: `vt-${name}-${++rootCount}-` });
      flushSync(() => {
        root.render(
          <WidgetErrorBoundary name={name} element={element}>
            <ServerContent.Provider value={serverContent}>
              <View {...parsed} />
            </ServerContent.Provider>
          </WidgetErrorBoundary>,
        );
      });
      return () => root.unmount();
    },
  };
}
