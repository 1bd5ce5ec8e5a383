/**
 * Operator command: approve or reject a pending company request; the owner is e-mailed either way.
 *   npm run company:review -- <company id> approve
 *   npm run company:review -- <company id> reject "reason shown to the owner"
 * Uses DATABASE_URL when set, else the PGlite database in DATA_DIR (stop the app first: PGlite allows one process).
 * Mail goes through SMTP_URL when set, else to DATA_DIR/outbox.
 */
import { loadConfig } from '../server/config.ts';
import { reviewCompany } from '../server/modules/companies/service.ts';
import { buildDeps } from '../server/platform/build.ts';

const [rawId = '', decision = '', ...reasonWords] = process.argv.slice(2);
if (!/^[1-9]\d{0,9}$/.test(rawId) || (decision !== 'approve' && decision !== 'reject')) {
  console.error('Usage: npm run company:review -- <company id> approve|reject "reason"');
  process.exit(2);
}
const { deps, database, close } = await buildDeps(loadConfig());
let code = 0;
try {
  await database.migrate();
  const { status, mailedTo } = await reviewCompany(deps, Number(rawId), decision, reasonWords.join(' '));
  console.log(`Company ${rawId} ${status}; the owner was e-mailed at ${mailedTo}.`);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  code = 1;
} finally {
  await close();
}
process.exit(code);
