/**
 * What the hero looks like: a portrait drawn as the stories will draw it, and chips of what the
 * photo analysis and the description gave, for the parent to confirm. Anything wrong is one tap:
 * the kind buttons, the × of a hat, glasses, scarf or beard; a chip opens "Change look", an editor
 * with one choice per field. The parent's choice always wins and is kept on the character.
 */
import { useState } from 'react';
import {
  AGE_BANDS,
  COLOURS,
  HAIR_COLOURS,
  HAIR_LENGTHS,
  HAIR_STYLES,
  HAIR_TEXTURES,
  HEADWEAR,
  LOOK_KINDS,
  OBJECT_CATEGORIES,
  SKIN_TONES,
  SPECIES,
  TOPS,
  type HeroLook,
} from '../../shared/hero-look.ts';
import { notify } from '../../lib/stores/notifications.ts';
import { lookChipItems, lookWord, type LookList, type PersonalizeMessages } from './personalize-text.ts';
import { format } from '../../i18n/format.ts';
import HeroPortrait from './HeroPortrait.tsx';
import { updateCharacterLook, type Character } from './samples-api.ts';

interface Props {
  character: Character;
  onSaved: () => Promise<void>;
  t: PersonalizeMessages;
  /** UI language (word order of the chips). */
  locale: string;
}

/** One select; `none` names its empty choice, left out where a value is always set (the kind). */
function Choice<T extends string>({
  name,
  value,
  options,
  onChange,
  none,
  label,
}: {
  name: string;
  value: T | undefined;
  options: readonly T[];
  onChange: (v: T | undefined) => void;
  none?: string;
  label: (value: T) => string;
}) {
  return (
    <label className="block text-sm">
      <span className="font-bold text-night-800">{name}</span>
      <select aria-label={name} className="input mt-1 py-1.5" value={value ?? ''} onChange={(e) => onChange((e.target.value || undefined) as T | undefined)}>
        {none !== undefined && <option value="">{none}</option>}
        {options.map((o) => (
          <option key={o} value={o}>
            {label(o)}
          </option>
        ))}
      </select>
    </label>
  );
}

function Check({ name, value, onChange }: { name: string; value: boolean | undefined; onChange: (v: boolean) => void }) {
  return (
    <label className="flex items-center gap-2 self-end pb-2 text-sm font-bold text-night-800">
      <input type="checkbox" checked={Boolean(value)} onChange={(e) => onChange(e.target.checked)} className="h-5 w-5" />
      {name}
    </label>
  );
}

/** What removing a chip's thing saves (only things the hero can be without). */
const REMOVE: Partial<Record<keyof HeroLook, Partial<HeroLook>>> = {
  headwear: { headwear: 'none', headwearColour: undefined },
  glasses: { glasses: false },
  scarf: { scarf: 'none' },
  beard: { beard: false },
};
const KIND_LABEL = { person: 'ps_lk_person', animal: 'ps_lk_animal', object: 'ps_lk_object' } as const;

/** Drops empty fields so the saved edits say only what the parent chose. */
function cleaned(look: HeroLook): Partial<HeroLook> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(look)) if (v !== undefined && v !== null && !(Array.isArray(v) && v.length === 0)) out[k] = v;
  return out as Partial<HeroLook>;
}

export default function LookChips({ character, onSaved, t, locale }: Props) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<HeroLook>(character.look);
  const [saving, setSaving] = useState(false);
  const look = character.look;
  const set = <K extends keyof HeroLook>(key: K, value: HeroLook[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const first = <T,>(list: T[] | undefined) => list?.[0];

  async function save(edits: Partial<HeroLook> = cleaned(draft)) {
    setSaving(true);
    try {
      await updateCharacterLook(character.id, edits);
      notify(t.ps_look_saved, 'success');
      setEditing(false);
      await onSaved();
    } catch (e) {
      notify(e instanceof Error ? e.message : t.ps_look_save_failed, 'error');
    } finally {
      setSaving(false);
    }
  }

  const chips = lookChipItems(look, t, locale);
  // One select of look values of `list`, labelled in the UI language.
  const choice = <T extends string>(
    name: string,
    list: LookList,
    value: T | undefined,
    options: readonly T[],
    onChange: (v: T | undefined) => void,
    none = t.ps_look_not_set,
  ) => <Choice name={name} value={value} options={options} onChange={onChange} none={none} label={(v) => lookWord(t, list, v)} />;
  return (
    <div className="mt-2" data-testid="look">
      {character.lookStatus === 'pending' ? (
        <p role="status" className="text-sm text-night-600">
          {t.ps_look_pending}
        </p>
      ) : (
        <div className="flex items-start gap-3">
          <HeroPortrait characterId={character.id} alt={format(t.ps_look_portrait_alt, { name: character.name })} failed={t.ps_look_portrait_failed} />
          <div className="min-w-0 flex-1">
            <p className="text-sm text-night-700">{format(t.ps_look_confirm, { name: character.name })}</p>
            <div className="mt-1.5 flex flex-wrap gap-1" role="group" aria-label={t.ps_kind}>
              {LOOK_KINDS.map((k) => (
                <button
                  key={k}
                  type="button"
                  data-testid="look-kind"
                  aria-pressed={look.kind === k}
                  disabled={saving}
                  onClick={() => look.kind !== k && save({ kind: k })}
                  className={`rounded-full border-2 px-2.5 py-0.5 text-sm font-bold ${
                    look.kind === k ? 'border-night-700 bg-night-700 text-white' : 'border-night-200 bg-white text-night-700 hover:border-night-400'
                  }`}
                >
                  {t[KIND_LABEL[k]]}
                </button>
              ))}
            </div>
            <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
              <span className="sr-only">{t.ps_look_sr}</span>
              {chips.length === 0 && <span className="text-sm text-night-600">{t.ps_look_none}</span>}
              {chips.map((chip) => {
                const remove = REMOVE[chip.field];
                return (
                  <span key={chip.text} className="inline-flex items-center rounded-full border-2 border-night-200 bg-night-50 hover:border-night-400">
                    <button
                      type="button"
                      data-testid="look-chip"
                      onClick={() => {
                        setDraft(look);
                        setEditing(true);
                      }}
                      className="px-2.5 py-0.5 text-sm font-bold text-night-800"
                    >
                      {chip.text}
                    </button>
                    {remove && (
                      <button
                        type="button"
                        data-testid="look-chip-remove"
                        aria-label={format(t.ps_look_remove, { thing: chip.text })}
                        disabled={saving}
                        onClick={() => save(cleaned({ ...look, ...remove }))}
                        className="-ml-1 flex h-6 w-6 items-center justify-center rounded-full text-night-600 hover:bg-night-200 hover:text-night-900"
                      >
                        <span aria-hidden="true">×</span>
                      </button>
                    )}
                  </span>
                );
              })}
              <button
                type="button"
                className="text-sm font-bold text-night-700 underline"
                onClick={() => {
                  setDraft(look);
                  setEditing(!editing);
                }}
                aria-expanded={editing}
              >
                {editing ? t.ps_look_close : t.ps_look_change}
              </button>
            </div>
          </div>
        </div>
      )}
      {editing && (
        <div className="mt-3 rounded-2xl border-2 border-night-100 p-3" data-testid="look-editor">
          <div className="grid gap-2 sm:grid-cols-2">
            <Choice
              name={t.ps_kind}
              value={draft.kind}
              options={LOOK_KINDS}
              onChange={(v) => setDraft({ kind: v ?? 'person' })}
              label={(k) => (k === 'animal' ? t.ps_lk_animal : k === 'object' ? t.ps_lk_object : t.ps_lk_person)}
            />
            {draft.kind === 'person' && (
              <>
                {choice(t.ps_lf_skin, 'skin', draft.skinTone, SKIN_TONES, (v) => set('skinTone', v))}
                {choice(t.ps_lf_hair_colour, 'haircolour', draft.hairColour, HAIR_COLOURS, (v) => set('hairColour', v))}
                {choice(t.ps_lf_hair_length, 'hairlength', draft.hairLength, HAIR_LENGTHS, (v) => set('hairLength', v))}
                {choice(t.ps_lf_hair_texture, 'hairtexture', draft.hairTexture, HAIR_TEXTURES, (v) => set('hairTexture', v))}
                {choice(t.ps_lf_hair_style, 'hairstyle', draft.hairStyle, HAIR_STYLES, (v) => set('hairStyle', v))}
                {choice(t.ps_lf_hat, 'headwear', draft.headwear, HEADWEAR, (v) => set('headwear', v))}
                {choice(t.ps_lf_hat_colour, 'colour', draft.headwearColour, COLOURS, (v) => set('headwearColour', v))}
                {choice(t.ps_lf_top, 'top', draft.top, TOPS, (v) => set('top', v))}
                {choice(t.ps_lf_clothes_colour, 'colour', first(draft.clothing), COLOURS, (v) =>
                  set('clothing', v ? [v, ...(draft.clothing ?? []).slice(1)] : []),
                )}
                {choice(
                  t.ps_lf_scarf,
                  'colour',
                  draft.scarf === 'none' ? undefined : draft.scarf,
                  COLOURS,
                  (v) => set('scarf', v ?? 'none'),
                  t.ps_look_no_scarf,
                )}
                {choice(t.ps_age, 'age', draft.ageBand, AGE_BANDS, (v) => set('ageBand', v))}
                <Check name={t.ps_lf_glasses} value={draft.glasses} onChange={(v) => set('glasses', v)} />
                <Check name={t.ps_lf_beard} value={draft.beard} onChange={(v) => set('beard', v)} />
              </>
            )}
            {draft.kind === 'animal' && choice(t.ps_lf_animal, 'species', draft.species, SPECIES, (v) => set('species', v))}
            {draft.kind === 'object' && choice(t.ps_lf_object, 'object', draft.category, OBJECT_CATEGORIES, (v) => set('category', v))}
            {draft.kind !== 'person' && (
              <>
                {choice(t.ps_lf_main_colour, 'colour', first(draft.colours), COLOURS, (v) => set('colours', v ? [v, ...(draft.colours ?? []).slice(1)] : []))}
                {choice(t.ps_lf_second_colour, 'colour', draft.colours?.[1], COLOURS, (v) =>
                  set('colours', [first(draft.colours) ?? 'grey', ...(v ? [v] : [])]),
                )}
              </>
            )}
          </div>
          <button type="button" className="btn-primary mt-3" onClick={() => save()} disabled={saving}>
            {saving ? t.ps_look_saving : t.ps_look_save}
          </button>
        </div>
      )}
    </div>
  );
}
