/** The personalize forms' client rules, table-driven. */
import { describe, expect, it } from 'vitest';
import { EMPTY_CHARACTER, atCapacity, characterErrors, characterFormData, fileError, voiceErrors, voiceFormData } from './form-rules.ts';
import { VOICE_CONSENT_FIELD, VOICE_CONSENT_LOCALE_FIELD, VOICE_CONSENT_VERSION } from '../../shared/voice-consent.ts';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('character form', () => {
  it.each([
    [{ name: '' }, { name: 'Name required' }],
    [{ name: '   ' }, { name: 'Name required' }],
    [{ name: 'x'.repeat(51) }, { name: 'Max 50 chars' }],
    [{ name: 'Mia', age: '151' }, { age: 'Age must be between 0 and 150.' }],
    [{ name: 'Mia', description: 'd'.repeat(201) }, { description: 'Max 200 characters' }],
    [{ name: 'Mia', age: '0', description: 'd'.repeat(200) }, {}],
  ])('%j → %j', (patch, expected) => {
    expect(characterErrors({ ...EMPTY_CHARACTER, ...patch })).toEqual(expected);
  });

  it('omits empty gender, age and description, keeps age 0, trims the name', () => {
    const photo = file('mia.jpg', 'image/jpeg');
    const empty = characterFormData({ ...EMPTY_CHARACTER, name: ' Mia ' }, photo);
    expect([...empty.keys()]).toEqual(['file', 'name', 'kind']);
    expect(empty.get('name')).toBe('Mia');
    const full = characterFormData({ name: 'Leo', kind: 'animal', gender: 'male', age: '0', description: ' Fluffy ' }, null);
    expect(Object.fromEntries(full.entries())).toEqual({ name: 'Leo', kind: 'animal', description: 'Fluffy', gender: 'male', age: '0' });
  });
});

describe('voice form', () => {
  it('requires a name of at most 50 characters and a supported language', () => {
    expect(voiceErrors({ name: '', language: 'en' })).toEqual({ name: 'Name is required' });
    expect(voiceErrors({ name: 'n'.repeat(51), language: 'en' })).toEqual({ name: 'Max 50 chars' });
    expect(voiceErrors({ name: 'Mom', language: 'xx' })).toEqual({ language: 'Please choose a supported language.' });
  });

  it('sends file, trimmed name, language and the consent the parent gave, in the language its words were shown in', () => {
    // A Japanese voice recorded by a parent reading the page in German: the consent was shown in German.
    const form = voiceFormData({ name: ' Mom ', language: 'ja' }, file('recording.webm', 'audio/webm'), 'de');
    expect([...form.keys()]).toEqual(['file', 'name', 'language', VOICE_CONSENT_FIELD, VOICE_CONSENT_LOCALE_FIELD]);
    expect(form.get(VOICE_CONSENT_FIELD)).toBe(VOICE_CONSENT_VERSION);
    expect(form.get(VOICE_CONSENT_LOCALE_FIELD)).toBe('de');
    expect(form.get('language')).toBe('ja');
    expect(form.get('name')).toBe('Mom');
  });
});

describe('file pick', () => {
  it.each([
    ['photo', file('kid.gif', 'image/gif'), 'Unsupported file format. Please use one of: jpeg, jpg, png, webp, svg'],
    ['audio', file('talk.flac', 'audio/flac'), 'Unsupported file format. Please use one of: wav, mp3, ogg, webm, m4a'],
    ['photo', file('kid.png', 'image/png', 10 * 1024 * 1024 + 1), 'File size exceeds 10MB limit.'],
    ['photo', file('kid.JPG', ''), null],
    ['audio', file('recording-1.webm', 'audio/webm;codecs=opus'), null],
    ['audio', file('voice-memo', 'audio/x-m4a'), null],
  ] as const)('%s %s', (kind, picked, expected) => {
    expect(fileError(kind, picked)).toBe(expected);
  });
});

describe('upload quota', () => {
  it('replaces the form only when not unlimited and nothing remains', () => {
    const entry = { resource: 'VOICE_SAMPLE' as const, used: 3, initial: 3, remaining: 0, unlimited: false };
    expect(atCapacity(entry)).toBe(true);
    expect(atCapacity({ ...entry, unlimited: true })).toBe(false);
    expect(atCapacity({ ...entry, remaining: 1 })).toBe(false);
    expect(atCapacity(undefined)).toBe(false);
  });
});
