import { apiGet } from './http';
import { wireIgnored } from './schemas';

/**
 * Refreshes the catalogue from the last exchange file (administrators). Resolves with the server's
 * message ('Каталог успешно обновлен!'); a non-administrator gets ApiError 'rejected' (or 'http' 403).
 */
export async function updateCatalogFromExchange(): Promise<string> {
  return (await apiGet('/api/exchange/catalog/update/', wireIgnored)).message;
}

/** Where the last exchange file's info lives (opens in a new tab). */
export const EXCHANGE_SHOW_URL = '/exchange/show/';
