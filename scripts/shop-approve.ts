/**
 * Operator command: approve a pending shop request and create the shop for the member who asked.
 *   npm run shop:approve -- <request id>
 * Uses DATABASE_URL when set, else the PGlite database in DATA_DIR (stop the app first: PGlite allows one process).
 */
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { approveShopRequest } from '../server/modules/shop-requests/service.ts';

const raw = process.argv[2] ?? '';
if (!/^[1-9]\d{0,9}$/.test(raw)) {
  console.error('Usage: npm run shop:approve -- <shop request id>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
let code = 0;
try {
  await database.migrate();
  const { shopId, userName, ownerId } = await approveShopRequest(database.db, Number(raw));
  console.log(`Shop request ${raw} approved: shop ${shopId} (@${userName}) created for member ${ownerId}.`);
  console.log(shopId);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  code = 1;
} finally {
  await database.close();
}
process.exit(code);
