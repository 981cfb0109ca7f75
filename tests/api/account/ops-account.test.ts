/**
 * Operator commands: `npm run ops -- export-user <email> <file>` writes the
 * account's ZIP; `npm run ops -- delete-user <email>` deletes the account everywhere and
 * finishes before it exits. Run as real processes on a real data folder or database.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import yauzl from 'yauzl';
import { afterAll, describe, expect, it } from 'vitest';
import { createRuntime } from '../../../src/server/runtime.ts';
import { storageKeys } from '../../../src/server/storage/keys.ts';
import { seedCharacter, seedUser } from '../../helpers/seed.ts';
import { listLocalObjects, scanDatabase } from './account-helpers.ts';
import { freshPostgresDatabase } from '../../helpers/test-app.ts';

const run = promisify(execFile);

function zipNames(file: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('operator account commands', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bh-ops-account-'));
  let dropDb: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await dropDb?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('exports then deletes an account by e-mail', async () => {
    const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_EXAMPLES: 'false' };
    if (process.env.DATABASE_URL) {
      const database = await freshPostgresDatabase(process.env.DATABASE_URL);
      env.DATABASE_URL = database.url;
      dropDb = database.drop;
    } else {
      env.DATABASE_URL = '';
    }
    let runtime = await createRuntime({ env: { ...process.env, ...env } });
    const user = await seedUser(runtime);
    const characterId = await seedCharacter(runtime, user.id);
    const photoKey = storageKeys.characterPhoto(user.id, 'webp');
    await runtime.storage.put(photoKey, Buffer.from('photo'), 'image/webp');
    await runtime.db.query('UPDATE characters SET photo_key = $2 WHERE id = $1', [characterId, photoKey]);
    await runtime.close();

    const childEnv = { ...process.env, ...env };
    const zipFile = path.join(dataDir, 'out.zip');
    const exported = await run(process.execPath, ['--import', 'tsx', 'scripts/ops.ts', 'export-user', user.email.toUpperCase(), zipFile], { env: childEnv });
    expect(exported.stdout).toContain(`Wrote ${zipFile}`);
    const names = await zipNames(zipFile);
    expect(names).toEqual(
      expect.arrayContaining(['account.json', 'characters/characters.json', `characters/${characterId}.webp`, 'purchases.json', 'usage.json']),
    );

    const deleted = await run(process.execPath, ['--import', 'tsx', 'scripts/ops.ts', 'delete-user', user.email], { env: childEnv });
    expect(deleted.stdout).toContain(`The account of ${user.email} is deleted`);
    const missing = await run(process.execPath, ['--import', 'tsx', 'scripts/ops.ts', 'delete-user', user.email], { env: childEnv }).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect((missing as { code: number }).code).toBe(1);

    runtime = await createRuntime({ env: { ...process.env, ...env } });
    try {
      expect(await scanDatabase(runtime.db, { userId: user.id, email: user.email })).toEqual([]);
    } finally {
      await runtime.close();
    }
    expect(listLocalObjects(dataDir).filter((k) => k.includes(user.id))).toEqual([]);
  }, 180_000);
});
