/**
 * The personalize island's calls: characters, voice samples and usage. Voice uploads
 * go through XMLHttpRequest for its upload progress events: fetch can only report upload
 * progress with a streamed body, which Chromium allows over HTTP/2 only.
 */
import { ApiError, apiGet, apiPatch, apiPostForm, apiPut, errorMessageFrom, toCamelCase } from '../../lib/api.ts';
import type { HeroLook } from '../../shared/hero-look.ts';
import type { StoryBoundaries } from '../../shared/boundaries.ts';
import { currentToken } from '../../lib/stores/auth.ts';
import type { CharacterView as Character, UsageEntry, VoiceSampleView as VoiceSample } from '../../shared/api-types.ts';
import { pageLanguage, pageLanguageHeaders } from '../../lib/page-language.ts';

export type { CharacterView as Character, UsageEntry, VoiceSampleView as VoiceSample } from '../../shared/api-types.ts';

export const fetchCharacters = () => apiGet<Character[]>('/v1/me/characters');
export const fetchVoiceSamples = () => apiGet<VoiceSample[]>('/v1/me/voice-samples');
export const fetchUsage = () => apiGet<UsageEntry[]>('/v1/me/usage');
export const uploadCharacter = (form: FormData) => apiPostForm<Character>('/v1/me/characters', form);
/** The parent's confirmed look; their choices win over the photo and the description. */
export const updateCharacterLook = (id: number, look: Partial<HeroLook>) => apiPatch<Character>(`/v1/me/characters/${id}/look`, { look });
/** The parent's boundaries for this child's stories; replaces the earlier ones. */
export const updateCharacterBoundaries = (id: number, boundaries: StoryBoundaries) => apiPut<Character>(`/v1/me/characters/${id}/boundaries`, boundaries);

/** Uploads a voice sample, reporting whole percents sent (0-100). */
export function uploadVoiceSample(form: FormData, onProgress: (percent: number) => void): Promise<VoiceSample> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/v1/me/voice-samples');
    const token = currentToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept-Language', pageLanguage());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? toCamelCase(JSON.parse(xhr.responseText)) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as VoiceSample);
      else reject(new ApiError(errorMessageFrom(body), xhr.status, undefined, body));
    };
    xhr.onerror = () => reject(new ApiError('No response received from server', 0));
    xhr.send(form);
  });
}

/** DELETE expecting 204; any other outcome throws ApiError(failureMessage). */
async function deleteExpecting204(path: string, failureMessage: string): Promise<void> {
  const token = currentToken();
  let response: Response;
  try {
    response = await fetch(path, { method: 'DELETE', headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...pageLanguageHeaders() } });
  } catch {
    throw new ApiError(failureMessage, 0);
  }
  if (response.status !== 204) throw new ApiError(failureMessage, response.status);
}

export const deleteCharacter = (id: number) => deleteExpecting204(`/v1/me/characters/${id}`, 'Failed to delete character sample');
export const deleteVoiceSample = (id: number) => deleteExpecting204(`/v1/me/voice-samples/${id}`, 'Failed to delete voice sample');
