import type { Deps } from '../../platform/deps.ts';
import { seedReferenceData } from './reference.ts';
import { seedDemoData } from './demo.ts';

/**
 * Idempotent: reference data (categories, currencies, places, promotion options, shipping methods, topics) is
 * upserted on every start; demo accounts and content are added only when DEMO_SEED=1 and the database has no users.
 */
export async function seedDatabase(deps: Deps) {
  await seedReferenceData(deps);
  if (deps.config.DEMO_SEED) await seedDemoData(deps);
}
