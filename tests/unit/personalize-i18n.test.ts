/**
 * /personalize in 14 languages: the fixed English texts of the forms
 * are shown in the UI language, the English chips and boundary summary read as before, the
 * consent words in English are the versioned VOICE_CONSENT_TEXT, and every story language has its
 * own recorder passage.
 */
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../src/i18n/messages.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { QUOTA_WARNINGS, characterErrors, EMPTY_CHARACTER, fileError, voiceErrors } from '../../src/islands/personalize/form-rules.ts';
import { MIC_ERROR } from '../../src/islands/personalize/VoiceRecorder.tsx';
import { localBoundarySummary, localizePersonalizeText, lookChips } from '../../src/islands/personalize/personalize-text.ts';
import { VOICE_CONSENT_TEXT } from '../../src/shared/voice-consent.ts';
import { boundarySummary, type StoryBoundaries } from '../../src/shared/boundaries.ts';
import { RECORDER_TEXTS } from '../../src/content/recorder-texts.ts';
import type { HeroLook } from '../../src/shared/hero-look.ts';

const t = (l: (typeof LOCALES)[number]) => messagesFor(l, ['ps_', 'rec_', 'bnd_']);
const big = (name: string) => Object.defineProperty(new File(['x'], name, { type: 'audio/webm' }), 'size', { value: 11 * 1024 * 1024 });

/** Every fixed English text the island can show. */
const FIXED = [
  ...Object.values(characterErrors({ ...EMPTY_CHARACTER, name: '', age: '200', kind: 'x', gender: 'y', description: 'd'.repeat(201) })),
  characterErrors({ ...EMPTY_CHARACTER, name: 'x'.repeat(51) }).name!,
  ...Object.values(voiceErrors({ name: '', language: 'xx' })),
  fileError('photo', new File(['x'], 'a.txt', { type: 'text/plain' }))!,
  fileError('audio', big('a.webm'))!,
  QUOTA_WARNINGS.voice,
  QUOTA_WARNINGS.character,
  MIC_ERROR,
  'An error occurred',
];

describe('fixed texts of the personalize forms', () => {
  it('are all covered and read the same in English', () => {
    expect(FIXED).toHaveLength(14);
    for (const text of FIXED) expect(localizePersonalizeText(text, t('en'))).toBe(text);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('are translated in %s, with the numbers kept', (l) => {
    for (const text of FIXED) {
      const shown = localizePersonalizeText(text, t(l));
      expect(shown, text).not.toBe(text);
      expect(shown).not.toMatch(/\{\w+\}/);
      for (const n of text.match(/\d+/g) ?? []) expect(shown).toContain(n);
    }
  });

  it('leave a message it does not know (e.g. from the server) as it is', () => {
    expect(localizePersonalizeText('Something else', t('de'))).toBe('Something else');
  });
});

describe('look chips and boundaries', () => {
  const person: HeroLook = {
    kind: 'person',
    skinTone: 'very-light',
    hairColour: 'blonde',
    hairLength: 'long',
    hairTexture: 'curly',
    headwear: 'cap',
    headwearColour: 'green',
    glasses: true,
    clothing: ['orange'],
    scarf: 'red',
    ageBand: 'older-adult',
  };

  it('read as before in English', () => {
    expect(lookChips(person, t('en'), 'en')).toEqual([
      'very light skin',
      'long blonde curly hair',
      'glasses',
      'green cap',
      'red scarf',
      'orange top',
      'older adult',
    ]);
    expect(lookChips({ kind: 'animal', colours: ['brown', 'white'] }, t('en'), 'en')).toEqual(['brown animal (which one?)', 'white markings']);
    expect(lookChips({ kind: 'object', category: 'teddy' }, t('en'), 'en')).toEqual(['teddy bear']);
  });

  it('are in the UI language elsewhere', () => {
    expect(lookChips(person, t('de'), 'de')).toEqual([
      'sehr helle Haut',
      'lange blonde lockige Haare',
      'Brille',
      'Kappe in Grün',
      'Schal in Rot',
      'Oberteil in Orange',
      'älterer Mensch',
    ]);
    expect(lookChips({ kind: 'person', hairColour: 'black', hairTexture: 'straight' }, t('ja'), 'ja')).toEqual(['髪：黒・ストレート']);
    for (const l of LOCALES.filter((x) => x !== 'en')) {
      const chips = lookChips(person, t(l), l);
      expect(
        chips.filter((c) => lookChips(person, t('en'), 'en').includes(c)),
        l,
      ).toEqual([]);
    }
  });

  it('boundary summary: English as in shared/boundaries.ts, others with Intl lists', () => {
    const b: StoryBoundaries = { avoid: ['scary', 'water', 'animals'], maxIntensity: 'gentle' };
    expect(localBoundarySummary(b, t('en'), 'en')).toBe(boundarySummary(b));
    expect(localBoundarySummary(b, t('de'), 'de')).toBe('Vermeidet: Gruselige Momente, Wasser und Tiere · Nur sanft');
    expect(localBoundarySummary({ avoid: [], maxIntensity: 'real' }, t('fr'), 'fr')).toBeNull();
  });
});

describe('voice consent and recorder', () => {
  it('the English consent words are the versioned VOICE_CONSENT_TEXT', () => {
    expect(t('en').ps_consent).toBe(VOICE_CONSENT_TEXT);
  });

  it('the recorder chrome in the catalogue is the one of recorder-texts.ts', () => {
    for (const l of LOCALES) {
      expect(t(l).rec_start).toBe(RECORDER_TEXTS[l].start);
      expect(t(l).rec_keep_going).toBe(RECORDER_TEXTS[l].keepGoing);
    }
  });

  it('every story language has its own passage to read', () => {
    const passages = new Set(LOCALES.map((l) => RECORDER_TEXTS[l].passage));
    expect(passages.size).toBe(14);
  });
});
