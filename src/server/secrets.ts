/** Server-side secrets generated at first start and kept in the database (shared by every web node). */
import { randomBytes } from 'node:crypto';
import { one, type Db } from './db/client.ts';

/** Returns the named secret, creating a random 32-byte one the first time. */
export async function getOrCreateSecret(db: Db, name: string): Promise<string> {
  await db.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, randomBytes(32).toString('base64url')]);
  return (await one<{ value: string }>(db, 'SELECT value FROM app_secrets WHERE name = $1', [name])).value;
}
