/**
 * The vendor writer and the parent's boundaries, against the local fake OpenAI:
 * the prompt states the boundaries and the stakes; a vendor story that still names an avoided
 * element (the fake's story has an owl) is rewritten once and then refused by the moderation
 * step, with the credit given back; a story that keeps them completes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storyCreditBalance } from '../../../src/server/credits/ledger.ts';
import { createOpenAIWriter } from '../../../src/server/providers/writer/openai/openai-provider.ts';
import type { WriteRequest } from '../../../src/server/providers/types.ts';
import { createStory } from '../../../src/server/stories/create-story.ts';
import { startFakeOpenAI, type FakeServer } from '../../fakes/index.ts';
import { seedCharacter, seedUser, waitForStory } from '../../helpers/seed.ts';
import { openAIWriterEnv, startTestApp, type TestApp } from '../../helpers/test-app.ts';

let fake: FakeServer;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake?.close());

const request: WriteRequest = {
  hero: { name: 'Zoë', kind: 'human', gender: 'female', age: 5 },
  age: 5,
  language: 'en',
  moral: { key: 'sharing', group: 'core-values', label: 'Sharing' },
  freeText: 'a boat on the sea with a puppy',
  seed: 7,
};
const userPrompt = (i: number) => fake.requests[i]!.json.messages[1].content as string;

describe('the OpenAI writer prompt', () => {
  it('states each boundary and the maximum intensity, after the wishes, saying the boundary wins', async () => {
    fake.requests.length = 0;
    const writer = createOpenAIWriter({
      baseURL: `${fake.url}/v1`,
      apiKey: 'sk-test',
      model: 'gpt-4o-mini',
      timeoutMs: 2_000,
      baseDelayMs: 20,
      maxDelayMs: 50,
    });
    await writer.write({ ...request, boundaries: { avoid: ['water', 'animals', 'food'], maxIntensity: 'gentle' } });
    const prompt = userPrompt(0);
    expect(prompt).toMatch(/BOUNDARIES for this child\. They win over the wishes and the moral/);
    expect(prompt).toMatch(/- Avoid water: no sea, lake, river/);
    expect(prompt).toMatch(/- Avoid animals .*the companion may be "teddy", "robot", "friend" or "none"/);
    expect(prompt).toMatch(/- Avoid food and sweets/);
    expect(prompt).not.toMatch(/Avoid loud noises|Avoid scary/);
    expect(prompt).toMatch(/Maximum intensity: gentle only/);
    expect(prompt.indexOf('BOUNDARIES')).toBeGreaterThan(prompt.indexOf('"wishes"'));

    fake.requests.length = 0;
    await writer.write(request);
    expect(userPrompt(0)).not.toMatch(/BOUNDARIES|Maximum intensity/);
  });
});

describe('a vendor story under boundaries, through the pipeline', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(openAIWriterEnv(fake.url, { FREE_STORIES_PER_MONTH: '5' }));
  });
  afterAll(async () => app?.close());

  async function storyFor(avoid: string[], age: number) {
    const user = await seedUser(app.runtime);
    const characterId = await seedCharacter(app.runtime, user.id, { name: 'Zoë' });
    await app.runtime.db.query('UPDATE characters SET boundaries = $2 WHERE id = $1', [characterId, JSON.stringify({ avoid, maxIntensity: 'small' })]);
    const before = await storyCreditBalance(app.runtime.db, app.runtime.config, user.id);
    fake.requests.length = 0;
    const { id } = await createStory(
      app.runtime,
      user.id,
      { storyIn: { age, moral: 'sharing', freeText: '', language: 'en' }, illustrationStyle: 'storybook', characterId, voiceSampleIn: null },
      { enrichByVoice: false, enrichByImage: false },
    );
    const seen = await waitForStory(app.runtime, id, 120_000);
    const [row] = await app.runtime.db.query<{ error: string | null }>('SELECT error FROM stories WHERE id = $1', [id]);
    const after = await storyCreditBalance(app.runtime.db, app.runtime.config, user.id);
    const prompts = fake.requests.filter((r) => r.path === '/v1/chat/completions').map((r) => r.json.messages[1].content as string);
    return { status: seen.at(-1), error: row!.error, spent: before.remaining - after.remaining, prompts };
  }

  it('a story that still names an avoided animal is rewritten once, then refused with the credit back', async () => {
    // Age 10: the fake's story has a sleepy owl on its second page, and 'all the animals' later.
    const r = await storyFor(['animals'], 10);
    expect(r.prompts).toHaveLength(2);
    for (const p of r.prompts) expect(p).toMatch(/- Avoid animals/);
    expect(r.status).toBe('FAILED');
    expect(r.error).toBe('The story did not pass our safety check.');
    expect(r.spent).toBe(0);
  }, 150_000);

  it('a story that keeps the boundaries completes and spends its credit', async () => {
    const r = await storyFor(['water'], 10);
    expect(r.prompts).toHaveLength(1);
    expect(r.prompts[0]).toMatch(/- Avoid water/);
    expect(r.prompts[0]).toMatch(/Maximum intensity: small adventures/);
    expect(r.status).toBe('COMPLETE');
    expect(r.spent).toBe(1);
  }, 150_000);
});
