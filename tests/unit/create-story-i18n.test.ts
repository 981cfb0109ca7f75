/**
 * The create-story and My Stories islands in the UI language — the story language
 * starts as the UI language unless the parent picked another one last time, fixed validation and error
 * texts are shown in the page's language, and lists, plurals and progress follow Intl.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { initialStoryLanguage, languageToRemember, loadFormMemory, saveFormMemory } from '../../src/islands/create-story/form-memory.ts';
import { MESSAGES, validateForSubmit, initialChoice } from '../../src/islands/create-story/form-rules.ts';
import { boundaryLine, localizeFormText, type CreateStoryMessages } from '../../src/islands/create-story/form-text.ts';
import { heroList, pagesText, progressView, type StoriesMessages } from '../../src/islands/stories/stories-text.ts';

const catalogue = (l: string) => JSON.parse(readFileSync(new URL(`../../messages/${l}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const es = catalogue('es') as unknown as CreateStoryMessages & StoriesMessages;
const pl = catalogue('pl') as unknown as StoriesMessages;
const en = catalogue('en') as unknown as CreateStoryMessages & StoriesMessages;

describe('story language default', () => {
  it('follows the UI language unless the parent chose another language last time', () => {
    expect(initialStoryLanguage('es', {})).toBe('es');
    expect(initialStoryLanguage('es', { language: 'de' })).toBe('de');
  });

  it('remembers only a choice that differs from the UI language, and forgets it when the default is kept', () => {
    const store = new Map<string, string>();
    Object.assign(globalThis, { localStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) } });
    expect(languageToRemember('es', 'es')).toBeUndefined();
    saveFormMemory('u1', { language: languageToRemember('fr', 'es') });
    expect(loadFormMemory('u1').language).toBe('fr');
    saveFormMemory('u1', { language: languageToRemember('es', 'es') });
    expect(loadFormMemory('u1').language).toBeUndefined();
    store.set('createStoryMemory:u2', JSON.stringify({ language: 'xx' }));
    expect(loadFormMemory('u2').language).toBeUndefined();
    delete (globalThis as { localStorage?: unknown }).localStorage;
  });
});

describe('fixed form texts in the UI language', () => {
  it('maps every fixed text of form-rules to a message, in English word for word', () => {
    for (const text of Object.values(MESSAGES)) {
      expect(localizeFormText(text, en)).toBe(text);
      expect(localizeFormText(text, es)).not.toBe(text);
    }
    expect(localizeFormText(validateForSubmit('5', initialChoice(2))!, es)).toBe('Elige un personaje existente o crea uno nuevo para tu cuento.');
    // A server message is shown as the server wrote it.
    expect(localizeFormText('Name contains unsafe words', es)).toBe('Name contains unsafe words');
  });

  it('writes the boundaries line with the locale list format; English keeps the /personalize wording', () => {
    const b = { avoid: ['water', 'animals'] as ('water' | 'animals')[], maxIntensity: 'gentle' as const };
    expect(boundaryLine(b, 'es', es)).toBe('Evita el agua y los animales · Solo momentos tranquilos');
    expect(boundaryLine(b, 'en', en)).toBe('Avoids water and animals · Gentle only');
    expect(boundaryLine({ avoid: [], maxIntensity: 'real' }, 'es', es)).toBeNull();
  });
});

describe('My Stories texts', () => {
  it('lists heroes, counts pages and names progress steps in the UI language', () => {
    expect(heroList(['Mia', 'Leo', 'Rex'], 'es')).toBe('Mia, Leo y Rex');
    expect(heroList(['Mia', 'Leo', 'Rex'], 'en')).toBe('Mia, Leo and Rex');
    expect(pagesText(1, { t: es, locale: 'es' })).toBe('1 página');
    expect(pagesText(6, { t: es, locale: 'es' })).toBe('6 páginas');
    expect(pagesText(5, { t: pl, locale: 'pl' })).toBe('Liczba stron: 5');
    const p = {
      id: 's',
      progress: 'IMG_IN_PROGRESS' as const,
      error: null,
      title: null,
      pagesTotal: 6,
      pagesIllustrated: 2,
      pagesNarrated: 0,
      pagesReady: 0,
      narrated: false,
    };
    expect(progressView(p, es)).toMatchObject({ step: 'Dibujando las ilustraciones', detail: '2 de 6 ilustraciones' });
    expect(progressView(p, en)).toMatchObject({ step: 'Drawing the pictures', detail: '2 of 6 pictures' });
    expect(progressView(null, es).step).toBe('Empezando');
  });
});
