/**
 * Operator commands: put stories in the public library or take them out.
 *
 *   npm run ops -- list-public
 *   npm run ops -- publish <storyId>
 *   npm run ops -- unpublish <storyId>
 *   npm run ops -- mint-gift-code <priceId> [count]   (prints new single-use gift codes)
 *   npm run ops -- delete-user <email>                 (deletes the account everywhere)
 *   npm run ops -- export-user <email> [file.zip]      (writes the account's data ZIP)
 *
 * Uses the same environment as the server. In embedded mode (PGlite) the database belongs to
 * one process: while the server runs, a command refuses to start (exit 2); stop the server first.
 */
import { listPublicStories, setStoryPublic } from '../src/server/examples/seed-examples.ts';
import { ConfigError } from '../src/server/config.ts';
import { createRuntime } from '../src/server/runtime.ts';
import { startBackground } from '../src/server/start-background.ts';
import { mintGiftCodes } from '../src/server/commerce/gift-codes.ts';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { deleteAccount } from '../src/server/account/delete-account.ts';
import { streamAccountExport } from '../src/server/account/export-account.ts';
import { findAccountByEmail, scheduleDeletionByEmail } from '../src/server/account/request-account-deletion.ts';

const USAGE =
  'Usage: npm run ops -- list-public | publish <storyId> | unpublish <storyId> | mint-gift-code <priceId> [count] | delete-user <email> | export-user <email> [file.zip]';

async function main(argv: string[]): Promise<number> {
  const [command, storyId] = argv;
  if (command === 'mint-gift-code') return mintGiftCodeCommand(argv.slice(1));
  if (command === 'delete-user' || command === 'export-user') return accountCommand(command, argv.slice(1));
  if (!command || !['list-public', 'publish', 'unpublish'].includes(command) || (command !== 'list-public' && !storyId)) {
    console.error(USAGE);
    return 2;
  }
  // An operator command never seeds the library nor runs stories: that is the server's job.
  const runtime = await createRuntime({ env: { ...process.env, SEED_EXAMPLES: 'false', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' } });
  await startBackground(runtime, { workers: false });
  try {
    if (command === 'list-public') {
      const rows = await listPublicStories(runtime);
      if (!rows.length) console.log('No public stories.');
      for (const r of rows)
        console.log(`${String(r.publicRank ?? '-').padStart(3)}  ${r.id}  ${r.language}  ${r.status.padEnd(17)}  ${r.title ?? '(untitled yet)'}`);
      return 0;
    }
    const row = await setStoryPublic(runtime, storyId!, command === 'publish');
    if (!row) {
      console.error(`No story with id ${storyId}.`);
      return 1;
    }
    const where = command === 'publish' ? 'is public' : 'is no longer public';
    const note = command === 'publish' && row.status !== 'COMPLETE' ? ` (status ${row.status}: it shows in the library once COMPLETE)` : '';
    console.log(`"${row.title ?? row.id}" ${where}${note}.`);
    return 0;
  } finally {
    await runtime.close();
  }
}

/** Mints single-use gift codes for a price and prints them (they are stored only hashed). */
async function mintGiftCodeCommand([priceId, countArg]: string[]): Promise<number> {
  const count = countArg === undefined ? 1 : Number(countArg);
  if (!priceId || !Number.isInteger(count) || count < 1 || count > 1000) {
    console.error('Usage: npm run ops -- mint-gift-code <priceId> [count 1-1000]   (price ids: see GET /v1/plans)');
    return 2;
  }
  const runtime = await createRuntime({ env: { ...process.env, SEED_EXAMPLES: 'false', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' } });
  await startBackground(runtime, { workers: false });
  try {
    const codes = await mintGiftCodes(runtime.db, priceId, count);
    for (const code of codes) console.log(code);
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  } finally {
    await runtime.close();
  }
}

/** delete-user: schedules the deletion and runs it here to the end; export-user: writes the ZIP. */
async function accountCommand(command: 'delete-user' | 'export-user', [email, file]: string[]): Promise<number> {
  if (!email || !email.includes('@')) {
    console.error(`Usage: npm run ops -- ${command === 'delete-user' ? 'delete-user <email>' : 'export-user <email> [file.zip]'}`);
    return 2;
  }
  const runtime = await createRuntime({ env: { ...process.env, SEED_EXAMPLES: 'false', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' } });
  await startBackground(runtime, { workers: false });
  try {
    if (command === 'delete-user') {
      const scheduled = await scheduleDeletionByEmail(runtime, email);
      if (!scheduled) {
        console.error(`No account with the e-mail ${email}.`);
        return 1;
      }
      await deleteAccount(runtime, scheduled.deletionId);
      console.log(`The account of ${email} is deleted (deletion ${scheduled.deletionId}).`);
      return 0;
    }
    const user = await findAccountByEmail(runtime, email);
    if (!user) {
      console.error(`No account with the e-mail ${email}.`);
      return 1;
    }
    const target = path.resolve(file ?? `bedtime-hero-data-${email.replace(/[^a-z0-9@._-]/gi, '_')}.zip`);
    await pipeline(streamAccountExport(runtime, user.id), fs.createWriteStream(target));
    console.log(`Wrote ${target} (${fs.statSync(target).size} bytes).`);
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  } finally {
    await runtime.close();
  }
}

// A bad environment, or the embedded database open in a running server (DataDirInUseError): say so, exit 2.
process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  return 2;
});
