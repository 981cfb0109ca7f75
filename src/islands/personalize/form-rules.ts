/**
 * The personalize forms' client rules: the character and voice sample fields, the file
 * checks and the upload quota. Pure functions, so the island stays thin and the rules are
 * tested without a browser. The server checks everything again; these only spare a round trip.
 */
import { voiceConsentFields } from '../../shared/voice-consent.ts';
import { LANGUAGE_CODES } from '../../shared/catalog.ts';
import { AUDIO_EXTENSIONS, LIMITS, PHOTO_EXTENSIONS } from '../../shared/limits.ts';
import type { UsageEntry } from './samples-api.ts';

export interface CharacterDraft {
  name: string;
  kind: string;
  /** '' = not given. */
  gender: string;
  /** Text as typed; '' = not given. */
  age: string;
  description: string;
}

export interface VoiceDraft {
  name: string;
  language: string;
}

export const EMPTY_CHARACTER: CharacterDraft = { name: '', kind: 'human', gender: '', age: '', description: '' };
export const EMPTY_VOICE: VoiceDraft = { name: '', language: 'en' };

/** Field errors of the character form, in their fixed English words; empty object when valid. */
export function characterErrors(d: CharacterDraft): Partial<Record<keyof CharacterDraft, string>> {
  const errors: Partial<Record<keyof CharacterDraft, string>> = {};
  const name = d.name.trim();
  if (!name) errors.name = 'Name required';
  else if (name.length > LIMITS.nameMaxChars) errors.name = `Max ${LIMITS.nameMaxChars} chars`;
  if (!['human', 'animal', 'object'].includes(d.kind)) errors.kind = 'Please choose a kind.';
  if (d.gender && !['male', 'female', 'other'].includes(d.gender)) errors.gender = 'Please choose a gender.';
  if (d.age.trim() !== '') {
    const age = Number(d.age);
    if (!/^\d+$/.test(d.age.trim()) || age < LIMITS.characterAgeMin || age > LIMITS.characterAgeMax) {
      errors.age = `Age must be between ${LIMITS.characterAgeMin} and ${LIMITS.characterAgeMax}.`;
    }
  }
  if (d.description.length > LIMITS.descriptionMaxChars) errors.description = `Max ${LIMITS.descriptionMaxChars} characters`;
  return errors;
}

/** Field errors of the voice form, in their fixed English words. */
export function voiceErrors(d: VoiceDraft): Partial<Record<keyof VoiceDraft, string>> {
  const errors: Partial<Record<keyof VoiceDraft, string>> = {};
  const name = d.name.trim();
  if (!name) errors.name = 'Name is required';
  else if (name.length > LIMITS.nameMaxChars) errors.name = `Max ${LIMITS.nameMaxChars} chars`;
  if (!(LANGUAGE_CODES as readonly string[]).includes(d.language)) errors.language = 'Please choose a supported language.';
  return errors;
}

/**
 * Multipart body of a character upload: file, name and kind always; gender, age
 * and description only when given (age 0 is kept); age sent as text.
 */
export function characterFormData(d: CharacterDraft, file: File | null): FormData {
  const form = new FormData();
  if (file) form.append('file', file);
  form.append('name', d.name.trim());
  form.append('kind', d.kind);
  if (d.description.trim() !== '') form.append('description', d.description.trim());
  if (d.gender !== '') form.append('gender', d.gender);
  if (d.age.trim() !== '') form.append('age', String(Number(d.age)));
  return form;
}

/**
 * Multipart body of a voice-sample upload: file, name (trimmed) and language, all sent, and the
 * consent with `uiLocale`, the language the consent words were shown in.
 */
export function voiceFormData(d: VoiceDraft, file: File, uiLocale: string): FormData {
  const form = new FormData();
  form.append('file', file);
  form.append('name', d.name.trim());
  form.append('language', d.language);
  // Sent only after the parent ticked the consent box (the submit button waits for it).
  for (const [name, value] of Object.entries(voiceConsentFields(uiLocale))) form.append(name, value);
  return form;
}

const AUDIO_MIME = /^audio\/(wav|x-wav|wave|vnd\.wave|mpeg|mp3|ogg|opus|webm|mp4|x-m4a|m4a|aac)$/;
const PHOTO_MIME = /^image\/(jpeg|jpg|png|webp|svg\+xml)$/;

/**
 * Why a picked file cannot be uploaded, or null. Judged by extension or
 * MIME type here; the server decides from the bytes.
 */
export function fileError(kind: 'photo' | 'audio', file: File): string | null {
  const list = kind === 'photo' ? PHOTO_EXTENSIONS : AUDIO_EXTENSIONS;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const mime = file.type.toLowerCase().split(';')[0]!.trim();
  const known = (list as readonly string[]).includes(extension) || (kind === 'photo' ? PHOTO_MIME : AUDIO_MIME).test(mime);
  if (!known) return `Unsupported file format. Please use one of: ${list.join(', ')}`;
  if (file.size > LIMITS.uploadMaxBytes) return `File size exceeds ${LIMITS.uploadMaxMb}MB limit.`;
  return null;
}

/** A usage entry that is not unlimited with nothing remaining replaces the form. */
export function atCapacity(entry: UsageEntry | undefined): boolean {
  return Boolean(entry && !entry.unlimited && entry.remaining <= 0);
}

/** The warnings that replace an upload form at capacity. */
export const QUOTA_WARNINGS = {
  voice: "You've reached your global voice sample upload. You need to delete some voice samples to upload new ones.",
  character: "You've reached your global character photo upload limit. You need to delete some of your characters to upload more.",
} as const;
