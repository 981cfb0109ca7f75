/**
 * Vendor mode of the one screen: the configured moderation endpoint (the fake OpenAI) sees the
 * parent's words and the finished story, the built-in screen still runs first, and a vendor that
 * cannot answer refuses instead of letting words through (fail closed, no credit spent).
 */
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/server/errors.ts';
import { moderateText, SAFETY_CHECK_FAILED } from '../../../src/server/pipeline/steps/moderate-text.ts';
import type { StoryContext } from '../../../src/server/pipeline/story-context.ts';
import { createOpenAIModerator } from '../../../src/server/providers/moderation/openai/openai-provider.ts';
import { ProviderError, type Moderator } from '../../../src/server/providers/types.ts';
import { SAFETY_CHECK_UNAVAILABLE, screenStoryRequest, UNSAFE_PROTECT } from '../../../src/server/stories/story-wishes.ts';
import { openaiError, startFakeOpenAI } from '../../fakes/index.ts';
import { failure, vendorFake } from '../../helpers/vendor-fake.ts';

const fake = vendorFake(startFakeOpenAI);

/** The error a promise rejects with (any kind). */
async function rejection(promise: Promise<unknown>): Promise<Error & Record<string, unknown>> {
  try {
    await promise;
  } catch (error) {
    return error as Error & Record<string, unknown>;
  }
  throw new Error('expected a rejection');
}
const vendor = (): Moderator =>
  createOpenAIModerator({ baseURL: `${fake.url}/v1`, apiKey: 'sk-test', timeoutMs: 1_000, baseDelayMs: 10, maxDelayMs: 20, maxRetries: 0 });
const request = (freeText: string, customMoral = '') => ({ name: 'Mia', description: 'curly red hair', customMoral, freeText });

function context(moderator: Moderator, heroName = 'Mia'): StoryContext {
  return {
    story: { language: 'en', hero: { name: heroName, kind: 'human' }, coHeroes: [], boundaries: null },
    providers: { moderator },
  } as unknown as StoryContext;
}

describe('the screen in vendor mode', () => {
  it('lets the vendor read every word the parent typed', async () => {
    await screenStoryRequest(vendor(), request('a trip to the moon with a rocket', 'being brave is ok'), 'en');
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.json.input).toEqual(['Mia', 'curly red hair', 'being brave is ok', 'a trip to the moon with a rocket']);
  });

  it('refuses what the built-in screen finds before asking the vendor, with the kind message', async () => {
    const error = await rejection(screenStoryRequest(vendor(), request('a nice man at the park gives her candy and asks her to come to his car'), 'en'));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'unsafe_content', message: UNSAFE_PROTECT });
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses the request when the vendor fails: never open', async () => {
    fake.script(openaiError(503, 'unavailable'));
    const error = await rejection(screenStoryRequest(vendor(), request('a dinosaur who loves to dance'), 'en'));
    expect(error).toMatchObject({ code: 'unavailable', message: SAFETY_CHECK_UNAVAILABLE, status: 503 });
  });

  it('sends the finished story to the vendor, and fails the story when the vendor cannot answer', async () => {
    const ok = await moderateText(context(vendor()), ['Mia and the Moon', 'Mia waved at the moon.']);
    expect(ok.flagged).toBe(false);
    expect(fake.requests[0]!.json.input).toEqual(['Mia and the Moon', 'Mia waved at the moon.']);

    fake.script(openaiError(500, 'oops'));
    const error = await failure(moderateText(context(vendor()), ['Mia and the Moon', 'Mia waved at the moon.']));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error.message).toBe(SAFETY_CHECK_FAILED);
  });

  it('checks the finished story with the built-in screen first, whatever the vendor says', async () => {
    const verdict = await moderateText(context(vendor()), ['Mia and the Moon', 'Then they drank vodka until dawn.']);
    expect(verdict).toMatchObject({ flagged: true, reasons: ['drugs'] });
    expect(fake.requests).toHaveLength(0);
  });

  it("reads the heroes' own names as names: a hero called Gün is no gun", async () => {
    const verdict = await moderateText(context(vendor(), 'Gün'), ['Gün and the Little Red Boat', 'Gün sailed home. Goodnight, Gün.']);
    expect(verdict.flagged).toBe(false);
  });
});
