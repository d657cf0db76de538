import { track } from '../../shared/analytics/track';
import { getConfiguratorSteps, getSchemeUrl, sendConfigurationOrder } from '../../shared/api/configurator';
import { resolveApiUrl } from '../../shared/api/http';
import { clearSaved, loadSaved } from '../../shared/configuration/saved';
import { pageLater } from '../../shared/controller/scope';
import { toastSuccess } from '../../shared/ui/toast';
import { navigate } from '../../shared/url/navigate';
import type { SummaryIO } from './controller';
import { absoluteOn } from './model';

/** The real world: the page's address, localStorage, the shop's API, the toasts and the catalogue. */
export function pageSummaryIO(catalogUrl: string): SummaryIO {
  return {
    search: () => window.location.search,
    loadSaved,
    clearSaved,
    loadSteps: (parent) => getConfiguratorSteps(parent),
    loadScheme: (params) => getSchemeUrl(params),
    sendOrder: sendConfigurationOrder,
    trackOrdered: () => void track({ kind: 'goal', goal: 'configurationOrder' }),
    toastSuccess: (text) => toastSuccess(text),
    later: pageLater,
    picture: (src) => absoluteOn(resolveApiUrl('/'), src),
    toCatalogue: () => void navigate(catalogUrl),
  };
}
