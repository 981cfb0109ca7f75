/**
 * The words of the /personalize island in the page's UI language. The page passes the
 * templates of the `ps_` (personalize), `rec_` (recorder chrome) and `bnd_` (boundaries) families
 * in one locale (`messagesFor(locale, ['ps_', 'rec_', 'bnd_'])`); nothing here imports the
 * catalogue, so the island ships one language.
 *
 * The fixed validation and error texts stay English in form-rules.ts (unit tests and the server speak
 * them) and are mapped to their message when shown (`localizePersonalizeText`).
 */
import type { IslandMessages } from '../../i18n/messages.ts';
import { format } from '../../i18n/format.ts';
import { isUnbounded, type BoundaryKey, type Intensity, type StoryBoundaries } from '../../shared/boundaries.ts';
import type { HeroLook } from '../../shared/hero-look.ts';

/** What the personalize island receives: its three message families in the page's locale. */
export type PersonalizeMessages = IslandMessages<'ps_' | 'rec_' | 'bnd_'>;
type Key = keyof PersonalizeMessages;

/** English fixed texts (form-rules.ts) → their message, with the captured values. */
const FIXED_TEXTS: ReadonlyArray<[RegExp, Key]> = [
  [/^Name required$/, 'ps_err_name_required'],
  [/^Name is required$/, 'ps_err_name_is_required'],
  [/^Max (?<max>\d+) chars$/, 'ps_err_name_max'],
  [/^Max (?<max>\d+) characters$/, 'ps_err_description_max'],
  [/^Please choose a kind\.$/, 'ps_err_kind'],
  [/^Please choose a gender\.$/, 'ps_err_gender'],
  [/^Age must be between (?<min>\d+) and (?<max>\d+)\.$/, 'ps_err_age'],
  [/^Please choose a supported language\.$/, 'ps_err_language'],
  [/^Unsupported file format\. Please use one of: (?<list>.+)$/, 'ps_err_format'],
  [/^File size exceeds (?<mb>\d+)MB limit\.$/, 'ps_err_size'],
  [/^You've reached your global voice sample upload\./, 'ps_quota_voice'],
  [/^You've reached your global character photo upload limit\./, 'ps_quota_character'],
  [/^An error occurred$/, 'ps_error_generic'],
  [/^Microphone permission denied or other error occurred\.$/, 'rec_mic_error'],
];

/**
 * `text` in the UI language when it is one of the island's fixed English texts (field errors,
 * file errors, quota warnings, the microphone alert), else unchanged (e.g. a server message).
 */
export function localizePersonalizeText(text: string, t: PersonalizeMessages): string {
  for (const [pattern, key] of FIXED_TEXTS) {
    const match = pattern.exec(text);
    if (match) return format(t[key], match.groups ?? {});
  }
  return text;
}

/** The lists of look values that have words (hero-look.ts), as used in the message keys. */
export type LookList = 'colour' | 'skin' | 'haircolour' | 'hairlength' | 'hairtexture' | 'hairstyle' | 'headwear' | 'top' | 'age' | 'species' | 'object';

/** The word for a look value of `list` (`ps_lv_{list}_{value}`), or the value itself when unknown. */
export function lookWord(t: PersonalizeMessages, list: LookList, value: string): string {
  return (t as Record<string, string>)[`ps_lv_${list}_${value.replace(/-/g, '_')}`] ?? value.replace(/-/g, ' ');
}

/** Hair parts are joined with a space, except in Chinese and Japanese. */
const HAIR_SEPARATOR: Record<string, string> = { zh: '、', ja: '・' };
const squeeze = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/^[\s、・]+|[\s、・]+$/g, '')
    .trim();

/** One chip: its text in the UI language and the look field it shows. */
export interface LookChip {
  text: string;
  field: keyof HeroLook;
}

/**
 * The look as chips in the UI language, in a stable order; empty fields give no chip.
 * In English: "light skin", "long blonde curly hair", "red cap", "orange top". Each chip names the
 * look field it shows, so a tap can fix that field.
 */
export function lookChipItems(look: HeroLook, t: PersonalizeMessages, locale: string): LookChip[] {
  const w = (list: LookList, value: string) => lookWord(t, list, value);
  const coloured = (colour: string | undefined, thing: string) => (colour ? format(t.ps_chip_coloured, { colour: w('colour', colour), thing }) : thing);
  const chips: LookChip[] = [];
  if (look.kind === 'animal') {
    chips.push({ text: coloured(look.colours?.[0], look.species ? w('species', look.species) : t.ps_chip_animal_unknown), field: 'species' });
    if (look.colours?.[1]) chips.push({ text: format(t.ps_chip_markings, { colour: w('colour', look.colours[1]) }), field: 'colours' });
  } else if (look.kind === 'object') {
    chips.push({ text: coloured(look.colours?.[0], look.category ? w('object', look.category) : t.ps_chip_object_unknown), field: 'category' });
  } else {
    if (look.skinTone) chips.push({ text: format(t.ps_chip_skin, { tone: w('skin', look.skinTone) }), field: 'skinTone' });
    if (look.hairLength === 'bald') chips.push({ text: w('hairlength', 'bald'), field: 'hairLength' });
    else if (look.hairColour || look.hairTexture || look.hairLength) {
      const sep = HAIR_SEPARATOR[locale];
      const parts = {
        length: look.hairLength && look.hairLength !== 'medium' ? w('hairlength', look.hairLength) : '',
        colour: look.hairColour ? w('haircolour', look.hairColour) : '',
        texture: look.hairTexture ? w('hairtexture', look.hairTexture) : '',
      };
      const text = squeeze(format(t.ps_chip_hair, parts));
      chips.push({ text: sep ? squeeze(text.replace(/(\S) (?=\S)/g, `$1${sep}`).replace(/([:：])[、・]/, '$1')) : text, field: 'hairColour' });
    }
    if (look.hairStyle && look.hairStyle !== 'loose') chips.push({ text: w('hairstyle', look.hairStyle), field: 'hairStyle' });
    if (look.beard) chips.push({ text: t.ps_lv_beard, field: 'beard' });
    if (look.glasses) chips.push({ text: t.ps_lv_glasses, field: 'glasses' });
    if (look.headwear && look.headwear !== 'none') chips.push({ text: coloured(look.headwearColour, w('headwear', look.headwear)), field: 'headwear' });
    if (look.scarf && look.scarf !== 'none') chips.push({ text: coloured(look.scarf, t.ps_lv_scarf), field: 'scarf' });
    if (look.clothing?.[0]) chips.push({ text: coloured(look.clothing[0], look.top ? w('top', look.top) : t.ps_lv_top), field: 'clothing' });
    if (look.ageBand) chips.push({ text: w('age', look.ageBand), field: 'ageBand' });
  }
  return chips;
}

/** The look as chip texts (see lookChipItems). */
export const lookChips = (look: HeroLook, t: PersonalizeMessages, locale: string): string[] => lookChipItems(look, t, locale).map((c) => c.text);

const BOUNDARY_KEY: Record<BoundaryKey, [Key, Key]> = {
  scary: ['bnd_scary', 'bnd_scary_hint'],
  water: ['bnd_water', 'bnd_water_hint'],
  animals: ['bnd_animals', 'bnd_animals_hint'],
  separation: ['bnd_separation', 'bnd_separation_hint'],
  loud: ['bnd_loud', 'bnd_loud_hint'],
  food: ['bnd_food', 'bnd_food_hint'],
};
const INTENSITY_KEY: Record<Intensity, [Key, Key]> = {
  gentle: ['bnd_gentle', 'bnd_gentle_hint'],
  small: ['bnd_small', 'bnd_small_hint'],
  real: ['bnd_real', 'bnd_real_hint'],
};

/** Label and hint of a boundary or an intensity in the UI language. */
export const boundaryLabel = (t: PersonalizeMessages, key: BoundaryKey) => ({ label: t[BOUNDARY_KEY[key][0]], hint: t[BOUNDARY_KEY[key][1]] });
export const intensityLabel = (t: PersonalizeMessages, level: Intensity) => ({ label: t[INTENSITY_KEY[level][0]], hint: t[INTENSITY_KEY[level][1]] });

/**
 * The one-line summary in the UI language ("Avoids water and animals · Gentle only"), or null
 * when nothing is restricted. The list is joined by Intl.ListFormat; English keeps the lower-case
 * words and no serial comma of shared/boundaries.ts boundarySummary.
 */
export function localBoundarySummary(b: StoryBoundaries | null | undefined, t: PersonalizeMessages, locale: string): string | null {
  if (isUnbounded(b)) return null;
  const names = b!.avoid.map((k) => (locale === 'en' ? boundaryLabel(t, k).label.toLowerCase() : boundaryLabel(t, k).label));
  const list =
    locale === 'en'
      ? names.length <= 1
        ? names.join('')
        : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
      : new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
  const parts = [...(list ? [format(t.bnd_summary_avoids, { list })] : []), ...(b!.maxIntensity !== 'real' ? [intensityLabel(t, b!.maxIntensity).label] : [])];
  return parts.join(' · ');
}
