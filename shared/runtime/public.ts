/** The published types (dist/vitrina.d.ts): the host API, its config and the DOM events. */
export type { VitrinaHost } from './host';
export type { VitrinaConfig, BotCheckProvider } from '../config';
export type {
  VitrinaEventMap,
  VitrinaEventName,
  BasketChangeDetail,
  FavoritesChangeDetail,
  OrderCreatedDetail,
  UserChangeDetail,
  ConfigurationReadyDetail,
  WidgetLifecycleDetail,
  WidgetErrorDetail,
  WidgetErrorReason,
} from './events';
export type { HydrationStrategy, WidgetState } from './types';
import './host';
