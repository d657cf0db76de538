/**
 * The checkout's city field: the shared suggestion list over the CMS's locations, asked 1000 ms after
 * the last keystroke (spec 9), with what a screen reader hears about it (found, none, chosen, failed).
 */

import { signal } from '@preact/signals-core';
import type { City } from '../../shared/api/locations';
import { defineController, readOnly } from '../../shared/controller/controller';
import { createScope } from '../../shared/controller/scope';
import { createSuggestions, type SuggestionsIO } from '../../shared/ui/suggestions';
import { CITY_DEBOUNCE_MS } from './model';

export type { City };

const FAILED_TEXT = 'Не удалось найти город';

export type CityLookup = ReturnType<typeof createCityLookup>;

export function createCityLookup(io: SuggestionsIO<City[]>) {
  const scope = createScope(io.later);
  const status = signal('');
  const suggestions = createSuggestions<City, City[]>(io, scope, {
    debounceMs: CITY_DEBOUNCE_MS,
    itemsOf: (cities) => cities,
    wrap: 'around',
    openOnAnswer: true,
    onAnswer: (cities) => {
      status.value = cities.length === 0 ? 'Город не найден' : `Найдено городов: ${cities.length}`;
    },
    onFailure: (error) => {
      status.value = error instanceof Error ? error.message : FAILED_TEXT;
    },
  });

  const { begin, ...list } = suggestions;
  return defineController(scope, {
    ...list,
    /** The live region's text. */
    status: readOnly(status),
    /** A city from the list: the question on its way is dropped and the list empties. */
    choose(city: City): void {
      suggestions.reset();
      status.value = `Выбран город ${city.NAME_RU}`;
    },
  }, begin);
}
