/**
 * The narration's voice (part of step 'pages'): the parent's voice profile, cloned at the vendor
 * once per sample (memoized on the voice sample and the story).
 */
import { maybeOne } from '../../db/client.ts';
import type { VoiceProfile } from '../../providers/types.ts';
import type { StoryContext } from '../story-context.ts';

/** The voice to narrate with; clones the parent's sample at the vendor once per sample. */
export async function prepareVoice(ctx: StoryContext): Promise<VoiceProfile | null> {
  const { story, runtime } = ctx;
  if (!story.voice) return null;
  const { narrator } = ctx.providers;
  if (!narrator.createVoice || story.voice.vendorVoiceId) return story.voice;
  const sample = await maybeOne<{ name: string; audioKey: string; audioContentType: string; vendorVoiceId: string | null }>(
    runtime.db,
    `SELECT name, audio_key AS "audioKey", audio_content_type AS "audioContentType", vendor_voice_id AS "vendorVoiceId" FROM voice_samples WHERE id = $1`,
    [story.voice.sampleId],
  );
  if (!sample) return { ...story.voice }; // sample deleted meanwhile: the vendor narrates with its default voice
  let vendorVoiceId = sample.vendorVoiceId;
  if (!vendorVoiceId) {
    const audio = await runtime.storage.get(sample.audioKey);
    if (!audio) return story.voice;
    vendorVoiceId = await narrator.createVoice({ name: sample.name, audio: audio.body, contentType: sample.audioContentType });
    await runtime.db.query('UPDATE voice_samples SET vendor = $2, vendor_voice_id = $3 WHERE id = $1 AND vendor_voice_id IS NULL', [story.voice.sampleId, narrator.name, vendorVoiceId]);
  }
  const voice = { ...story.voice, vendorVoiceId };
  await runtime.db.query('UPDATE stories SET voice = $2 WHERE id = $1', [story.id, JSON.stringify(voice)]);
  return voice;
}
