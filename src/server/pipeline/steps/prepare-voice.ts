/**
 * The narration's voice (part of step 'pages'): the parent's voice profile, cloned at the vendor
 * once per sample (memoized on the voice sample and the story).
 */
import type { VoiceProfile } from '../../providers/types.ts';
import { findVoiceSampleForCloning, setVoiceSampleVendorVoice } from '../../samples/queries.ts';
import { setStoryVoice } from '../../stories/queries.ts';
import type { StoryContext } from '../story-context.ts';

/** The voice to narrate with; clones the parent's sample at the vendor once per sample. */
export async function prepareVoice(ctx: StoryContext): Promise<VoiceProfile | null> {
  const { story, runtime } = ctx;
  if (!story.voice) return null;
  const { narrator } = ctx.providers;
  if (!narrator.createVoice || story.voice.vendorVoiceId) return story.voice;
  const sample = await findVoiceSampleForCloning(runtime.db, story.voice.sampleId);
  if (!sample) return { ...story.voice }; // sample deleted meanwhile: the vendor narrates with its default voice
  let vendorVoiceId = sample.vendorVoiceId;
  if (!vendorVoiceId) {
    const audio = await runtime.storage.get(sample.audioKey);
    if (!audio) return story.voice;
    vendorVoiceId = await narrator.createVoice({ name: sample.name, audio: audio.body, contentType: sample.audioContentType });
    await setVoiceSampleVendorVoice(runtime.db, story.voice.sampleId, narrator.name, vendorVoiceId);
  }
  const voice = { ...story.voice, vendorVoiceId };
  await setStoryVoice(runtime.db, story.id, voice);
  return voice;
}
