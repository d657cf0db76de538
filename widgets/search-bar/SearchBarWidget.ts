import { reactWidget } from '../../shared/runtime/react';
import { searchBarProps } from './props';
import { SearchBar } from './SearchBar';

/** The React combobox, loaded when the shopper first reaches for the CMS's search form. */
export const searchBarWidget = reactWidget('search-bar', SearchBar, searchBarProps);
