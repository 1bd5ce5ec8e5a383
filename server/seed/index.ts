import type { Deps } from '../platform/deps.ts';
import { seedReferenceData } from './reference.ts';
import { seedDemoData } from './demo.ts';
import { seedDemoCompanies } from './demo-companies.ts';
import { seedDemoShops } from './demo-shop.ts';
import { seedDemoOrders } from './demo-orders.ts';
import { seedDemoHotels } from './demo-hotels.ts';
import { seedDemoBlogs } from './demo-blogs.ts';
import { seedDemoFeeds } from './demo-feeds.ts';

/**
 * Idempotent: reference data (categories, currencies, places, promotion options, shipping methods, topics) is
 * upserted on every start; demo accounts and content are added only when DEMO_SEED=1 and the database has no users;
 * demo companies and their company ads (after the demo ads) only while there are no companies; demo shops and their
 * products only while there are no shops; demo orders of alice and bob (after the shops) only while there are none;
 * demo hotels and their reviews only while there are no hotels;
 * demo blog categories and articles only while there are no blogs;
 * demo feeds with their hearts, comments and likes only while there are no feeds.
 */
export async function seedDatabase(deps: Deps) {
  await seedReferenceData(deps);
  if (!deps.config.DEMO_SEED) return;
  await seedDemoData(deps);
  await seedDemoCompanies(deps);
  await seedDemoShops(deps);
  await seedDemoOrders(deps);
  await seedDemoHotels(deps);
  await seedDemoBlogs(deps);
  await seedDemoFeeds(deps);
}
