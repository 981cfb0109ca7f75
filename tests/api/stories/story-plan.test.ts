/**
 * A parent's new story avoids the plot, companion and setting of their last three.
 * The plan is stored with each story (stories.plan, migration 0080) and read back as the writer's
 * avoid list when the next story is written — on PGlite, and on Postgres when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../../../src/server/db/client.ts';
import { generateStory } from '../../../src/server/pipeline/generate-story.ts';
import { recentPlansToAvoid } from '../../../src/server/stories/queries.ts';
import type { StoryPlan } from '../../../src/server/providers/types.ts';
import { seedUser } from '../../helpers/seed.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';

describe("the parent's last three stories are avoided", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app?.close());

  const db = () => app.runtime.db;
  const insertStory = async (userId: string | null, plan: StoryPlan | null, minutesAgo: number) =>
    (
      await one<{ id: string }>(
        db(),
        `INSERT INTO stories (user_id, language, age, moral_key, illustration_style, hero, seed, plan, created_at)
       VALUES ($1, 'en', 7, 'kindness', 'storybook', $2::jsonb, 7, $3::jsonb, now() - make_interval(mins => $4)) RETURNING id`,
        [userId, JSON.stringify({ name: 'Mia', kind: 'human', gender: 'female' }), plan ? JSON.stringify(plan) : null, minutesAgo],
      )
    ).id;

  it("reads the plots, companions and settings of the owner's three latest stories, never another parent's", async () => {
    const parent = await seedUser(app.runtime);
    const other = await seedUser(app.runtime);
    await insertStory(parent.id, { plot: 'fear', companion: 'owl', setting: 'forest' }, 40); // fourth latest: not avoided
    await insertStory(parent.id, { plot: 'friend', companion: 'puppy', setting: 'park' }, 30);
    await insertStory(parent.id, null, 25); // written before plans were stored
    await insertStory(parent.id, { plot: 'lost', companion: 'fox', setting: 'meadow' }, 20);
    await insertStory(parent.id, { plot: 'cookies', companion: 'teddy', setting: 'kitchen' }, 10);
    await insertStory(other.id, { plot: 'mistake', companion: 'robot', setting: 'lake' }, 1);
    const current = await insertStory(parent.id, null, 0);
    const avoid = await recentPlansToAvoid(db(), parent.id, current);
    expect(avoid.plots?.sort()).toEqual(['cookies', 'friend', 'lost']);
    expect(avoid.companions?.sort()).toEqual(['fox', 'puppy', 'teddy']);
    expect(avoid.settings?.sort()).toEqual(['kitchen', 'meadow', 'park']);
    expect(await recentPlansToAvoid(db(), null, current)).toEqual({});
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
