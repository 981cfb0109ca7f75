/**
 * Env-keyed provider factory: one implementation per interface, chosen by
 * WRITER_PROVIDER / ILLUSTRATOR_PROVIDER / NARRATOR_PROVIDER / MODERATION_PROVIDER, defaulting
 * to the vendor whose key is set and otherwise to the built-in offline provider. Vendors are
 * imported lazily, so an embedded install never loads a vendor SDK.
 */
import type { Config } from '../config.ts';
import type { Illustrator, Moderator, Narrator, StoryWriter } from './types.ts';

export interface Providers {
  writer: StoryWriter;
  illustrator: Illustrator;
  narrator: Narrator;
  moderator: Moderator;
}

export type WriterVendor = NonNullable<Config['WRITER_PROVIDER']>;
export type IllustratorVendor = NonNullable<Config['ILLUSTRATOR_PROVIDER']>;
export type NarratorVendor = NonNullable<Config['NARRATOR_PROVIDER']>;
export type ModerationVendor = NonNullable<Config['MODERATION_PROVIDER']>;

function unhandled(value: never, kind: string): never {
  throw new Error(`Unknown ${kind} provider '${String(value)}'`);
}

function requireKey(value: string | undefined, variable: string, vendor: string): string {
  if (!value) throw new Error(`${variable} is required when the ${vendor} provider is selected`);
  return value;
}

/** Which vendor each interface uses under this configuration. */
export function chooseVendors(config: Config): {
  writer: WriterVendor;
  illustrator: IllustratorVendor;
  narrator: NarratorVendor;
  moderation: ModerationVendor;
} {
  const openai = config.OPENAI_API_KEY ? 'openai' : 'builtin';
  return {
    writer: config.WRITER_PROVIDER ?? openai,
    illustrator: config.ILLUSTRATOR_PROVIDER ?? openai,
    narrator: config.NARRATOR_PROVIDER ?? (config.ELEVENLABS_API_KEY ? 'elevenlabs' : openai),
    moderation: config.MODERATION_PROVIDER ?? openai,
  };
}

async function createWriter(vendor: WriterVendor, config: Config): Promise<StoryWriter> {
  switch (vendor) {
    case 'builtin':
      return (await import('./writer/builtin/builtin-writer.ts')).createBuiltinWriter();
    case 'openai':
      return (await import('./writer/openai/openai-provider.ts')).createOpenAIWriter({
        baseURL: config.OPENAI_BASE_URL,
        apiKey: requireKey(config.OPENAI_API_KEY, 'OPENAI_API_KEY', 'openai'),
        model: config.OPENAI_WRITER_MODEL,
      });
    default:
      return unhandled(vendor, 'writer');
  }
}

async function createIllustrator(vendor: IllustratorVendor, config: Config): Promise<Illustrator> {
  switch (vendor) {
    case 'builtin':
      return (await import('./illustrator/builtin/builtin-illustrator.ts')).createBuiltinIllustrator();
    case 'openai':
      return (await import('./illustrator/openai/openai-provider.ts')).createOpenAIIllustrator({
        baseURL: config.OPENAI_BASE_URL,
        apiKey: requireKey(config.OPENAI_API_KEY, 'OPENAI_API_KEY', 'openai'),
        model: config.OPENAI_IMAGE_MODEL,
      });
    default:
      return unhandled(vendor, 'illustrator');
  }
}

async function createNarrator(vendor: NarratorVendor, config: Config): Promise<Narrator> {
  switch (vendor) {
    case 'builtin':
      return (await import('./narrator/builtin/builtin-narrator.ts')).createBuiltinNarrator();
    case 'openai':
      return (await import('./narrator/openai/openai-provider.ts')).createOpenAISpeechNarrator({
        baseURL: config.OPENAI_BASE_URL,
        apiKey: requireKey(config.OPENAI_API_KEY, 'OPENAI_API_KEY', 'openai'),
        model: config.OPENAI_SPEECH_MODEL,
        voice: config.OPENAI_SPEECH_VOICE,
      });
    case 'elevenlabs':
      return (await import('./narrator/elevenlabs/elevenlabs-provider.ts')).createElevenLabsNarrator({
        baseURL: config.ELEVENLABS_BASE_URL,
        apiKey: requireKey(config.ELEVENLABS_API_KEY, 'ELEVENLABS_API_KEY', 'elevenlabs'),
        modelId: config.ELEVENLABS_MODEL,
        defaultVoiceId: config.ELEVENLABS_DEFAULT_VOICE_ID,
      });
    default:
      return unhandled(vendor, 'narrator');
  }
}

async function createModerator(vendor: ModerationVendor, config: Config): Promise<Moderator> {
  switch (vendor) {
    case 'builtin':
      return (await import('../storycraft/screening/builtin-moderator.ts')).createBuiltinModerator();
    case 'openai':
      return (await import('./moderation/openai/openai-provider.ts')).createOpenAIModerator({
        baseURL: config.OPENAI_BASE_URL,
        apiKey: requireKey(config.OPENAI_API_KEY, 'OPENAI_API_KEY', 'openai'),
      });
    default:
      return unhandled(vendor, 'moderation');
  }
}

/** Builds the configured providers. Throws naming the missing variable when a vendor lacks its key. */
export async function createProviders(config: Config): Promise<Providers> {
  const vendors = chooseVendors(config);
  const [writer, illustrator, narrator, moderator] = await Promise.all([
    createWriter(vendors.writer, config),
    createIllustrator(vendors.illustrator, config),
    createNarrator(vendors.narrator, config),
    createModerator(vendors.moderation, config),
  ]);
  return { writer, illustrator, narrator, moderator };
}
