/**
 * Makes a member an operator of the marketplace (decision 171), or back into a plain member with --member:
 *   npm run operator -- <e-mail>
 *   npm run operator -- <e-mail> --member
 * The account must exist (register it on the site first). Uses DATABASE_URL when set, else the PGlite database in
 * DATA_DIR (stop the app first: PGlite allows one process). The change applies to the member's next request.
 */
import { sql } from 'drizzle-orm';
import { ROLES } from '../common/roles.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { rows } from '../server/db/rows.ts';

const [email = '', flag] = process.argv.slice(2);
if (!email.includes('@') || (flag !== undefined && flag !== '--member')) {
  console.error('Usage: npm run operator -- <e-mail> [--member]');
  process.exit(2);
}
const role = flag === '--member' ? ROLES.member : ROLES.operator;
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
let code = 0;
try {
  await database.migrate();
  const [user] = await rows<{ id: number }>(
    database.db,
    sql`update users set role_id = ${role}, updated_at = now() where lower(email) = lower(${email.trim()}) and deleted_at is null returning id`,
  );
  if (!user) {
    console.error(`No account with the e-mail ${email}.`);
    code = 1;
  } else console.log(`${email} (member ${user.id}) is now ${role === ROLES.operator ? 'an operator: the console is at /admin' : 'a member'}.`);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  code = 1;
} finally {
  await database.close();
}
process.exit(code);
