/**
 * Operator commands (issue 8): put stories in the public library or take them out.
 *
 *   npm run ops -- list-public
 *   npm run ops -- publish <storyId>
 *   npm run ops -- unpublish <storyId>
 *
 * Uses the same environment as the server. In embedded mode (PGlite) the database belongs to
 * one process: stop the server first, or the database folder is locked.
 */
import { listPublicStories, setStoryPublic } from '../src/server/examples/seed-examples.ts';
import { createRuntime } from '../src/server/runtime.ts';

const USAGE = 'Usage: npm run ops -- list-public | publish <storyId> | unpublish <storyId>';

async function main(argv: string[]): Promise<number> {
  const [command, storyId] = argv;
  if (!command || !['list-public', 'publish', 'unpublish'].includes(command) || (command !== 'list-public' && !storyId)) {
    console.error(USAGE);
    return 2;
  }
  // An operator command never seeds the library nor runs stories: that is the server's job.
  const runtime = await createRuntime({ env: { ...process.env, SEED_EXAMPLES: 'false', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }, startWorkers: false });
  try {
    if (command === 'list-public') {
      const rows = await listPublicStories(runtime);
      if (!rows.length) console.log('No public stories.');
      for (const r of rows) console.log(`${String(r.publicRank ?? '-').padStart(3)}  ${r.id}  ${r.language}  ${r.status.padEnd(17)}  ${r.title ?? '(untitled yet)'}`);
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

process.exitCode = await main(process.argv.slice(2));
