/**
 * The plan catalogue speaks the parent's language. Every built-in plan carries a real
 * description in all 13 other UI languages; an operator's plan (CATALOGUE_FILE) without one
 * shows its English text and says so; an edited English text never shows a stale translation.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOGUE, loadCatalogue } from '../../src/server/commerce/catalogue.ts';
import { localizePlans, planDescription } from '../../src/server/commerce/plan-descriptions.ts';
import { stripeLocale } from '../../src/server/providers/payments/stripe/locale.ts';
import { descriptionLangAttrs } from '../../src/islands/pricing/plan-description.ts';
import { PREFIXED_LOCALES } from '../../src/i18n/locales.ts';

const catalogueFile = (plans: unknown) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bh-plan-texts-')), 'catalogue.json');
  fs.writeFileSync(file, JSON.stringify(plans));
  return file;
};

describe('plan descriptions in 14 languages', () => {
  it('every built-in plan has its own description in each of the 13 other languages', () => {
    for (const plan of DEFAULT_CATALOGUE) {
      const texts = PREFIXED_LOCALES.map((l) => plan.descriptions[l]);
      expect(
        texts.every((t) => typeof t === 'string' && t.length > 10),
        `${plan.id}: ${JSON.stringify(plan.descriptions)}`,
      ).toBe(true);
      expect(texts).not.toContain(plan.description);
      // No two languages share a text (a copy-paste would).
      expect(new Set(texts).size).toBe(texts.length);
    }
  });

  it('resolves a plan by id in the page language, English on English pages', () => {
    const plus = { id: 'plus', description: DEFAULT_CATALOGUE.find((p) => p.id === 'plus')!.description };
    expect(planDescription(DEFAULT_CATALOGUE, plus, 'de')).toEqual({
      text: 'Alle paar Abende eine neue, persönliche Geschichte, vorgelesen mit einer Stimme, die deiner ähnelt.',
      lang: 'de',
    });
    expect(planDescription(DEFAULT_CATALOGUE, plus, 'ar').lang).toBe('ar');
    expect(planDescription(DEFAULT_CATALOGUE, plus, 'en')).toEqual({ text: plus.description, lang: 'en' });
    const [plan] = localizePlans([{ ...plus, prices: [] }], DEFAULT_CATALOGUE, 'ja');
    expect(plan).toMatchObject({ id: 'plus', descriptionLang: 'ja', prices: [] });
    expect(plan!.description).toMatch(/お話/);
  });

  it("an operator's plan without a translation keeps its English text, marked English", () => {
    const file = catalogueFile([
      {
        id: 'family',
        kind: 'subscription',
        name: 'Family',
        description: 'Stories for the whole family.',
        descriptions: { fr: 'Des histoires pour toute la famille.' },
        prices: [{ id: 'family-monthly', interval: 'month', amount: 999, friendlyName: 'Family', entitlements: [] }],
      },
    ]);
    const catalogue = loadCatalogue({ CATALOGUE_FILE: file });
    const family = { id: 'family', description: 'Stories for the whole family.' };
    expect(planDescription(catalogue, family, 'fr')).toEqual({ text: 'Des histoires pour toute la famille.', lang: 'fr' });
    expect(planDescription(catalogue, family, 'es')).toEqual({ text: 'Stories for the whole family.', lang: 'en' });
    // A plan the configured catalogue does not know (inactive, older) is shown as stored.
    expect(planDescription(catalogue, { id: 'plus', description: 'Old text' }, 'es')).toEqual({ text: 'Old text', lang: 'en' });
  });

  it('an English text that changed since the catalogue was read is not replaced by an old translation', () => {
    expect(planDescription(DEFAULT_CATALOGUE, { id: 'lite', description: 'Five stories, valid for a month.' }, 'de')).toEqual({
      text: 'Five stories, valid for a month.',
      lang: 'en',
    });
  });

  it('a catalogue file with an unknown language or an empty translation is refused at start', () => {
    const plan = (descriptions: unknown) => [
      {
        id: 'x',
        kind: 'one_time',
        name: 'X',
        description: 'X',
        descriptions,
        prices: [{ id: 'x-1', interval: 'one_time', amount: 100, friendlyName: 'X', entitlements: [] }],
      },
    ];
    expect(() => loadCatalogue({ CATALOGUE_FILE: catalogueFile(plan({ xx: 'Hallo' })) })).toThrow(/descriptions/);
    expect(() => loadCatalogue({ CATALOGUE_FILE: catalogueFile(plan({ de: '  ' })) })).toThrow(/descriptions\.de/);
  });

  it('the card marks only an English fallback, with its direction', () => {
    expect(descriptionLangAttrs({ descriptionLang: 'de' }, 'de')).toEqual({});
    expect(descriptionLangAttrs({ descriptionLang: 'en' }, 'en')).toEqual({});
    expect(descriptionLangAttrs({ descriptionLang: 'en' }, 'ar')).toEqual({ lang: 'en', dir: 'ltr' });
    expect(descriptionLangAttrs({}, 'es')).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it("Stripe gets the UI language as its locale, 'auto' where Stripe has none", () => {
    expect(stripeLocale('de')).toBe('de');
    expect(stripeLocale('hi')).toBe('hi-IN');
    expect(stripeLocale('ar')).toBe('auto');
    expect(stripeLocale('en')).toBe('en');
  });
});
