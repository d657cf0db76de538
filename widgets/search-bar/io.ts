import { searchSuggestions } from '../../shared/api/search';
import { pageLater } from '../../shared/controller/scope';
import { navigate } from '../../shared/url/navigate';
import type { SearchBarIO } from './controller';

/** The search on a page: the shop's suggestions, the page's timers, the same-origin guard on every navigation. */
export function pageSearchBarIO(): SearchBarIO {
  return { ask: searchSuggestions, later: pageLater, navigate: (url) => void navigate(url) };
}
