/** The create-story island's calls: characters, voice samples, usage, character upload and story creation. */
import { apiGet, apiPost, apiPostForm } from '../../lib/api.ts';
import type { CharacterView as Character, VoiceSampleView as VoiceSample } from '../../shared/api-types.ts';
import type { StoryRequest, UsageEntry } from './form-rules.ts';

export type { CharacterView as Character, VoiceSampleView as VoiceSample } from '../../shared/api-types.ts';

export const fetchCharacters = () => apiGet<Character[]>('/v1/me/characters');
export const fetchVoiceSamples = () => apiGet<VoiceSample[]>('/v1/me/voice-samples');
export const fetchUsage = () => apiGet<UsageEntry[]>('/v1/me/usage');

/** POST /v1/me/characters with the draft's fields (no photo: photos are added on /personalize). */
export function uploadCharacter(fields: Record<string, string>): Promise<Partial<Character> | undefined> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return apiPostForm<Partial<Character> | undefined>('/v1/me/characters', form);
}

/** POST /v1/stories → {id}. */
export const createStory = (request: StoryRequest) => apiPost<{ id: string }>('/v1/stories', request.body, request.query);
