/**
 * A separate process that opens the embedded database in DATA_DIR/pglite, runs SQL (the
 * statements in the environment's SQL, if any), prints `OPEN` and keeps the database open until it
 * is killed; on SIGTERM it closes the database and exits 0.
 */
import path from 'node:path';
import { openPglite } from '../../src/server/db/client.ts';

const db = await openPglite(path.join(process.env.DATA_DIR!, 'pglite'));
if (process.env.SQL) await db.exec(process.env.SQL);
console.log('OPEN');
const alive = setInterval(() => {}, 1000);
process.once('SIGTERM', () => {
  clearInterval(alive);
  void db.close().then(() => process.exit(0));
});
