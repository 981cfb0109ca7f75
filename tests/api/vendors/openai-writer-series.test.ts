/**
 * A story series on the vendor path, against the fake OpenAI server: the writer asks for the story's summary
 * in its strict JSON schema and the story keeps it as its recap; a vendor answer without one gets a
 * recap derived from its scenes; the next episode's prompt carries the previous episode's recap and
 * asks for a callback and a new plot.
 */
import { describe, expect, it } from 'vitest';
import { one } from '../../../src/server/db/client.ts';
import type { StoryRecap } from '../../../src/server/providers/types.ts';
import { continueStory } from '../../../src/server/stories/continue-story.ts';
import { createStory } from '../../../src/server/stories/create-story.ts';
import { chatReply, startFakeOpenAI } from '../../fakes/index.ts';
import { FAKE_SUMMARY, fakeStory } from '../../fakes/fake-story.ts';
import { seedCharacter, seedUser, waitForStory } from '../../helpers/seed.ts';
import { startedForTests } from '../../helpers/lifecycle.ts';
import { openAIWriterEnv, startTestApp } from '../../helpers/test-app.ts';
import { vendorFake } from '../../helpers/vendor-fake.ts';

describe('the OpenAI-compatible writer and story series', () => {
  const fake = vendorFake(startFakeOpenAI);
  const app = startedForTests(() => startTestApp(openAIWriterEnv(fake.url)));

  const chats = () => fake.requests.filter((r) => r.path === '/v1/chat/completions');
  const recapOf = async (id: string) => (await one<{ recap: StoryRecap | null }>(app.runtime.db, 'SELECT recap FROM stories WHERE id = $1', [id])).recap;
  const make = async () => {
    const user = await seedUser(app.runtime);
    const characterId = await seedCharacter(app.runtime, user.id, { name: 'Noor', gender: 'female', age: 5 });
    const { id } = await createStory(
      app.runtime,
      user.id,
      { storyIn: { age: 5, moral: 'teamwork', freeText: '', language: 'en' }, illustrationStyle: 'storybook', characterId, voiceSampleIn: null },
      { enrichByVoice: false, enrichByImage: false },
    );
    expect((await waitForStory(app.runtime, id, 90_000)).at(-1)).toBe('COMPLETE');
    return { user, id };
  };

  it("asks for the summary in the schema, keeps it as the recap, and sends it with episode 2's request", async () => {
    const { user, id } = await make();
    const schema = chats()[0]!.json.response_format.json_schema.schema;
    expect(schema.required).toContain('summary');
    expect(schema.properties.summary.required).toEqual(['places', 'friends', 'objects', 'lesson']);
    expect(await recapOf(id)).toEqual({ source: 'vendor', ...FAKE_SUMMARY });
    expect(chats()[0]!.json.messages[1].content).not.toMatch(/previousEpisode|episode \d of a series/);

    fake.requests.length = 0;
    const next = await continueStory(app.runtime, user.id, id, {});
    expect(next.episode).toBe(2);
    expect((await waitForStory(app.runtime, next.id, 90_000)).at(-1)).toBe('COMPLETE');
    const prompt: string = chats()[0]!.json.messages[1].content;
    const facts = JSON.parse(prompt.slice(prompt.indexOf('{'), prompt.indexOf('\n}\n') + 2));
    expect(facts.episode).toBe(2);
    expect(facts.previousEpisode).toEqual({
      places: FAKE_SUMMARY.places,
      friends: FAKE_SUMMARY.friends,
      objects: FAKE_SUMMARY.objects,
      lesson: FAKE_SUMMARY.lesson,
    });
    expect(prompt).toMatch(/This is episode 2 of a series/);
    expect(prompt).toMatch(/do not repeat its plot/);
  }, 200_000);

  it('derives the recap from the scenes when the answer has no summary', async () => {
    fake.script(chatReply(JSON.stringify(fakeStory('en', 'Noor', 5))));
    const { id } = await make();
    const recap = await recapOf(id);
    expect(recap).toMatchObject({ source: 'vendor', friends: ['owl'], objects: ['star'], lesson: expect.any(String) });
    expect(recap!.places).not.toContain('home');
    expect(recap!.places).not.toContain('bedroom');
    expect(recap!.places.length).toBeGreaterThan(0);
  }, 200_000);

  it('screens the recap like the pages: a summary with unsafe words is never kept for the next episode (the story is rewritten)', async () => {
    // The next episode's prompt is built from the recap, so its words pass the same screen as the story's.
    const unsafe = { ...FAKE_SUMMARY, friends: ['Pip the sleepy owl', 'a stranger who kills children'] };
    fake.script(chatReply(JSON.stringify({ ...fakeStory('en', 'Noor', 5), summary: unsafe })));
    const { id } = await make();
    expect(await recapOf(id)).toEqual({ source: 'vendor', ...FAKE_SUMMARY });
    expect(chats()).toHaveLength(2);
  }, 200_000);
});
