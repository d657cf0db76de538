import { reactWidget } from '../../shared/runtime/react';
import type { WidgetDefinition } from '../../shared/runtime/types';
import { takeOverSearch } from './handoff';
import { searchBarProps, type SearchBarProps } from './props';
import { SearchBar } from './SearchBar';

export { searchBarProps, type SearchBarProps };

const combobox = reactWidget(SearchBar, searchBarProps);

/**
 * The header search. The CMS's own form works without JS (it submits to the results page), so the
 * React combobox loads on intent (widgets/registry.ts: the first pointer over, touch or focus) and
 * takes over with the letters already typed, the caret and the focus (see handoff.ts). A tag without
 * a CMS form to type in is marked `data-hydrate="load"` by its template.
 */
const searchBar: WidgetDefinition<SearchBarProps> = {
  ...combobox,
  mount: (element, props) => takeOverSearch(element, props, combobox),
};

export default searchBar;
