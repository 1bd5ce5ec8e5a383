import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { API_TYPES_FILE, renderApiTypes } from '../../scripts/api-types.ts';

it('common/api/openapi.ts, the browser client types, matches the routes the server has now', async () => {
  const committed = readFileSync(API_TYPES_FILE, 'utf8');
  // A diff of 11,000 lines helps nobody: say what to run.
  expect(committed === (await renderApiTypes()), 'common/api/openapi.ts is out of date: run `npm run api:types` and commit it').toBe(true);
});
