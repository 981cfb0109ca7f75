/**
 * The writer remembers what a child already heard: the plan (plot, companion, setting, first and
 * last settings, phrasings) and title of each story is stored with it (stories.plan) and read back,
 * newest first, as the writer's avoid list when the next story for the same child is written — on
 * PGlite, and on Postgres when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../../../src/server/db/client.ts';
import { generateStory } from '../../../src/server/pipeline/generate-story.ts';
import { recentPlansToAvoid, REMEMBERED_STORIES } from '../../../src/server/stories/queries.ts';
import type { StoryPlan } from '../../../src/server/providers/types.ts';
import { seedCharacter, seedUser } from '../../helpers/seed.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';

describe("the writer's memory of a child's stories", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app?.close());

  const db = () => app.runtime.db;
  const insertStory = async (userId: string | null, plan: StoryPlan | null, minutesAgo: number, characterId: number | null = null, title = 'A story') =>
    (
      await one<{ id: string }>(
        db(),
        `INSERT INTO stories (user_id, language, age, moral_key, illustration_style, hero, seed, plan, created_at, character_id, title)
       VALUES ($1, 'en', 7, 'kindness', 'storybook', $2::jsonb, 7, $3::jsonb, now() - make_interval(mins => $4), $5, $6) RETURNING id`,
        [userId, JSON.stringify({ name: 'Mia', kind: 'human', gender: 'female' }), plan ? JSON.stringify(plan) : null, minutesAgo, characterId, title],
      )
    ).id;

  it("reads this child's latest stories newest first, never another child's or another parent's", async () => {
    const parent = await seedUser(app.runtime);
    const other = await seedUser(app.runtime);
    const mia = await seedCharacter(app.runtime, parent.id, { name: 'Mia' });
    const sibling = await seedCharacter(app.runtime, parent.id, { name: 'Leo' });
    await insertStory(parent.id, { plot: 'fear', companion: 'owl', setting: 'forest' }, 40, mia, 'Mia and the Wobbly Bridge');
    await insertStory(parent.id, { plot: 'friend', companion: 'puppy', setting: 'park', first: 'kitchen', last: 'attic', look: true }, 30, mia, 'Mia and Pip');
    await insertStory(parent.id, null, 25, mia); // written before plans were stored
    await insertStory(parent.id, { plot: 'habit', companion: 'robot', setting: 'garden' }, 15, sibling, 'Leo Tidies Up');
    await insertStory(parent.id, { plot: 'cookies', companion: 'teddy', setting: 'kitchen', first: 'doorstep', last: 'bunkBed' }, 10, mia, 'Cookies');
    await insertStory(other.id, { plot: 'mistake', companion: 'robot', setting: 'lake' }, 1, null);
    const current = await insertStory(parent.id, null, 0, mia);
    const avoid = await recentPlansToAvoid(db(), parent.id, current, mia);
    expect(avoid.plots).toEqual(['cookies', 'friend', 'fear']);
    expect(avoid.companions).toEqual(['teddy', 'puppy', 'owl']);
    expect(avoid.titles).toEqual(['Cookies', 'Mia and Pip', 'Mia and the Wobbly Bridge']);
    expect(avoid.openings).toEqual(['doorstep', 'kitchen']);
    expect(avoid.endings).toEqual(['bunkBed', 'attic']);
    expect(avoid.looks).toEqual([false, true, false]);
    // Without a character (deleted since), all of the parent's stories count.
    expect((await recentPlansToAvoid(db(), parent.id, current)).plots).toEqual(['cookies', 'habit', 'friend', 'fear']);
    expect(await recentPlansToAvoid(db(), null, current)).toEqual({});
  });

  it(`remembers at most ${REMEMBERED_STORIES} stories`, async () => {
    const parent = await seedUser(app.runtime);
    const mia = await seedCharacter(app.runtime, parent.id, { name: 'Mia' });
    for (let i = 0; i < REMEMBERED_STORIES + 5; i++) await insertStory(parent.id, { plot: `p${i}`, companion: 'owl', setting: 'forest' }, 100 - i, mia);
    const avoid = await recentPlansToAvoid(db(), parent.id, await insertStory(parent.id, null, 0, mia), mia);
    expect(avoid.plots).toHaveLength(REMEMBERED_STORIES);
    expect(avoid.plots![0]).toBe(`p${REMEMBERED_STORIES + 4}`);
  });

  it('the story job stores its plan and writes a plot, companion and setting the last three did not use', async () => {
    const parent = await seedUser(app.runtime);
    const earlier: StoryPlan[] = [
      { plot: 'friend', companion: 'puppy', setting: 'park' },
      { plot: 'lost', companion: 'fox', setting: 'meadow' },
      { plot: 'sharing', companion: 'kitten', setting: 'seaside' },
    ];
    for (const [i, plan] of earlier.entries()) await insertStory(parent.id, plan, 30 - i);
    const id = await insertStory(parent.id, null, 0);
    await generateStory(app.runtime, id, { retryCount: 0, retryLimit: 0 });
    const row = await one<{ plan: StoryPlan | null; status: string }>(db(), 'SELECT plan, status FROM stories WHERE id = $1', [id]);
    expect(row.status).toBe('COMPLETE');
    expect(row.plan).not.toBeNull();
    expect(earlier.map((p) => p.plot)).not.toContain(row.plan!.plot);
    expect(earlier.map((p) => p.companion)).not.toContain(row.plan!.companion);
    expect(earlier.map((p) => p.setting)).not.toContain(row.plan!.setting);
  }, 120_000);
});
