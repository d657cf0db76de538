import type { Hono } from 'hono';
import type { AppEnv } from '../context';
import { suggestions } from '../search';
import { fieldsOf, ok, str } from './common';

export function searchApi(app: Hono<AppEnv>): void {
  app.post('/api/search_query', (c) => ok(c, suggestions(str(fieldsOf(c), 'query'))));
}
