/** The stories API: private (owner only) and public reads, creation, deletion, progress. */
import type { Context } from 'hono';
import { z } from 'zod';
import { createStory, ZCreateStory } from '../../stories/create-story.ts';
import { continueStory, ZContinueStory } from '../../stories/continue-story.ts';
import { deleteStory } from '../../stories/delete-story.ts';
import { previewWishes, ZInterpretWishes } from '../../stories/story-wishes.ts';
import { readNavigation, readProgress, readStory, readStoryList } from '../../stories/read-stories.ts';
import { requireUser } from '../auth.ts';
import { accountRateLimit } from '../rate-limit.ts';
import { cachedResponse, prepareResponse, PUBLIC_CACHE_CONTROL, type CachedResponse } from '../response-cache.ts';
import { publicReads } from '../public-reads.ts';
import { readJson, readQuery, send, toSnake, zQueryBool } from '../wire.ts';
import { MAX_DB_INT } from '../../validation.ts';
import type { AppEnv, Mount } from '../context.ts';

const ZListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(5),
  offset: z.coerce.number().int().min(0).max(MAX_DB_INT).default(0),
  includeAudio: zQueryBool(false),
  includeImages: zQueryBool(false),
  firstPageOnly: zQueryBool(false),
});
const ZReadQuery = z.object({ includeAudio: zQueryBool(true), includeImages: zQueryBool(true) });
const ZCreateQuery = z.object({ enrichByVoice: zQueryBool(false), enrichByImage: zQueryBool(true) });

/** A public answer as cached JSON bytes (snake_case on the wire, like send()). */
const publicJson = async (body: unknown): Promise<CachedResponse> =>
  prepareResponse(200, Buffer.from(JSON.stringify(toSnake(body))), { 'Content-Type': 'application/json', 'Cache-Control': PUBLIC_CACHE_CONTROL });

export const mountStories: Mount = (app, runtime) => {
  // Public reads are the same for everyone: built once per library version. The URL
  // is remembered so the next request for it is answered before the app runs (public-reads.ts).
  const reads = publicReads(runtime.publicChanges);
  const cached = async (c: Context<AppEnv>, key: string, build: () => Promise<unknown>) => {
    const entry = (await reads.answers.get(key, async () => publicJson(await build())))!;
    const raw = c.req.url;
    const pathStart = raw.indexOf('/', raw.indexOf('//') + 2);
    if (entry.status === 200) reads.remember(pathStart === -1 ? '/' : raw.slice(pathStart), key, c.req.routePath);
    return cachedResponse(entry, c.req.raw.headers, c.req.method);
  };

  app.post('/v1/stories', requireUser, accountRateLimit('create-story'), async (c) => {
    const flags = readQuery(c, ZCreateQuery);
    const body = await readJson(c, ZCreateStory);
    return send(c, await createStory(c.get('runtime'), c.get('user').id, body, flags), 201);
  });

  // The next episode of the owner's finished story (one story credit).
  app.post('/v1/stories/:id/continue', requireUser, accountRateLimit('continue-story'), async (c) => {
    const body = await readJson(c, ZContinueStory);
    return send(c, await continueStory(c.get('runtime'), c.get('user').id, c.req.param('id'), body), 201);
  });

  // What the parent's wishes will become: chips and the words left out, as they type.
  app.post('/v1/stories/interpret', requireUser, accountRateLimit('interpret'), async (c) => send(c, previewWishes(await readJson(c, ZInterpretWishes))));

  app.get('/v1/stories/private/all', requireUser, async (c) => {
    const q = readQuery(c, ZListQuery);
    const scope = { kind: 'private', userId: c.get('user').id } as const;
    return send(c, await readStoryList(c.get('runtime'), scope, q, q));
  });
  app.get('/v1/stories/private/navigation', requireUser, async (c) =>
    send(c, await readNavigation(c.get('runtime'), { kind: 'private', userId: c.get('user').id })),
  );
  app.get('/v1/stories/private/progress/:id', requireUser, async (c) => send(c, await readProgress(c.get('runtime'), c.get('user').id, c.req.param('id'))));
  app.get('/v1/stories/private/:id', requireUser, async (c) =>
    send(c, await readStory(c.get('runtime'), { kind: 'private', userId: c.get('user').id }, c.req.param('id'), readQuery(c, ZReadQuery))),
  );
  app.delete('/v1/stories/private/:id', requireUser, async (c) => {
    await deleteStory(c.get('runtime'), c.get('user').id, c.req.param('id'));
    return c.body(null, 204);
  });

  app.get('/v1/stories/public/all', async (c) => {
    const q = readQuery(c, ZListQuery);
    const key = `list ${q.limit} ${q.offset} ${q.includeAudio} ${q.includeImages} ${q.firstPageOnly ?? false}`;
    return cached(c, key, () => readStoryList(runtime, { kind: 'public' }, q, q));
  });
  app.get('/v1/stories/public/navigation', async (c) => cached(c, 'navigation', () => readNavigation(runtime, { kind: 'public' })));
  app.get('/v1/stories/public/:id', async (c) => {
    const id = c.req.param('id');
    const q = readQuery(c, ZReadQuery);
    // Unknown ids throw not-found before anything is kept.
    return cached(c, `story ${id.toLowerCase()} ${q.includeAudio} ${q.includeImages}`, () => readStory(runtime, { kind: 'public' }, id, q));
  });
};
