/**
 * What the hero looks like, as chips under each character (issue 15): what the photo analysis
 * and the description gave, confirmed or changed by the parent. "Change look" opens an editor
 * with one choice per field; the parent's choice always wins and is kept on the character.
 */
import { useState } from 'react';
import {
  AGE_BANDS, COLOURS, HAIR_COLOURS, HAIR_LENGTHS, HAIR_STYLES, HAIR_TEXTURES, HEADWEAR, LOOK_KINDS, OBJECT_CATEGORIES, SKIN_TONES, SPECIES, TOPS,
  type HeroLook,
} from '../../shared/hero-look.ts';
import { notify } from '../../lib/stores/notifications.ts';
import { label, lookChips } from './look-labels.ts';
import { updateCharacterLook, type Character } from './samples-api.ts';

interface Props {
  character: Character;
  onSaved: () => Promise<void>;
}

function Choice<T extends string>({ name, value, options, onChange, none = 'not set' }: {
  name: string; value: T | undefined; options: readonly T[]; onChange: (v: T | undefined) => void; none?: string;
}) {
  return (
    <label className="block text-sm">
      <span className="font-bold text-night-800">{name}</span>
      <select aria-label={name} className="input mt-1 py-1.5" value={value ?? ''} onChange={(e) => onChange((e.target.value || undefined) as T | undefined)}>
        <option value="">{none}</option>
        {options.map((o) => <option key={o} value={o}>{label(o)}</option>)}
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

/** Drops empty fields so the saved edits say only what the parent chose. */
function cleaned(look: HeroLook): Partial<HeroLook> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(look)) if (v !== undefined && v !== null && !(Array.isArray(v) && v.length === 0)) out[k] = v;
  return out as Partial<HeroLook>;
}

export default function LookChips({ character, onSaved }: Props) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<HeroLook>(character.look);
  const [saving, setSaving] = useState(false);
  const look = character.look;
  const set = <K extends keyof HeroLook>(key: K, value: HeroLook[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const first = <T,>(list: T[] | undefined) => list?.[0];

  async function save() {
    setSaving(true);
    try {
      await updateCharacterLook(character.id, cleaned(draft));
      notify('Look saved. Every new story draws it.', 'success');
      setEditing(false);
      await onSaved();
    } catch (e) {
      notify(e instanceof Error ? e.message : 'The look could not be saved.', 'error');
    } finally {
      setSaving(false);
    }
  }

  const chips = lookChips(look);
  return (
    <div className="mt-2" data-testid="look">
      {character.lookStatus === 'pending' ? (
        <p role="status" className="text-sm text-night-600">Looking at the photo…</p>
      ) : (
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="sr-only">Looks like: </span>
          {chips.length === 0 && <span className="text-sm text-night-600">No look yet: tell us what your hero looks like.</span>}
          {chips.map((chip) => (
            <button key={chip} type="button" data-testid="look-chip" onClick={() => { setDraft(look); setEditing(true); }}
              className="rounded-full border-2 border-night-200 bg-night-50 px-2.5 py-0.5 text-sm font-bold text-night-800 hover:border-night-400">
              {chip}
            </button>
          ))}
          <button type="button" className="text-sm font-bold text-night-700 underline" onClick={() => { setDraft(look); setEditing(!editing); }} aria-expanded={editing}>
            {editing ? 'Close' : 'Change look'}
          </button>
        </div>
      )}
      {editing && (
        <div className="mt-3 rounded-2xl border-2 border-night-100 p-3" data-testid="look-editor">
          <div className="grid gap-2 sm:grid-cols-2">
            <Choice name="Kind" value={draft.kind} options={LOOK_KINDS} onChange={(v) => setDraft({ kind: v ?? 'person' })} none="person" />
            {draft.kind === 'person' && (
              <>
                <Choice name="Skin" value={draft.skinTone} options={SKIN_TONES} onChange={(v) => set('skinTone', v)} />
                <Choice name="Hair colour" value={draft.hairColour} options={HAIR_COLOURS} onChange={(v) => set('hairColour', v)} />
                <Choice name="Hair length" value={draft.hairLength} options={HAIR_LENGTHS} onChange={(v) => set('hairLength', v)} />
                <Choice name="Hair texture" value={draft.hairTexture} options={HAIR_TEXTURES} onChange={(v) => set('hairTexture', v)} />
                <Choice name="Hair style" value={draft.hairStyle} options={HAIR_STYLES} onChange={(v) => set('hairStyle', v)} />
                <Choice name="Hat" value={draft.headwear} options={HEADWEAR} onChange={(v) => set('headwear', v)} />
                <Choice name="Hat colour" value={draft.headwearColour} options={COLOURS} onChange={(v) => set('headwearColour', v)} />
                <Choice name="Top" value={draft.top} options={TOPS} onChange={(v) => set('top', v)} />
                <Choice name="Clothes colour" value={first(draft.clothing)} options={COLOURS} onChange={(v) => set('clothing', v ? [v, ...(draft.clothing ?? []).slice(1)] : [])} />
                <Choice name="Scarf" value={draft.scarf === 'none' ? undefined : draft.scarf} options={COLOURS} onChange={(v) => set('scarf', v ?? 'none')} none="no scarf" />
                <Choice name="Age" value={draft.ageBand} options={AGE_BANDS} onChange={(v) => set('ageBand', v)} />
                <Check name="Glasses" value={draft.glasses} onChange={(v) => set('glasses', v)} />
                <Check name="Beard" value={draft.beard} onChange={(v) => set('beard', v)} />
              </>
            )}
            {draft.kind === 'animal' && <Choice name="Animal" value={draft.species} options={SPECIES} onChange={(v) => set('species', v)} />}
            {draft.kind === 'object' && <Choice name="Object" value={draft.category} options={OBJECT_CATEGORIES} onChange={(v) => set('category', v)} />}
            {draft.kind !== 'person' && (
              <>
                <Choice name="Main colour" value={first(draft.colours)} options={COLOURS} onChange={(v) => set('colours', v ? [v, ...(draft.colours ?? []).slice(1)] : [])} />
                <Choice name="Second colour" value={draft.colours?.[1]} options={COLOURS} onChange={(v) => set('colours', [first(draft.colours) ?? 'grey', ...(v ? [v] : [])])} />
              </>
            )}
          </div>
          <button type="button" className="btn-primary mt-3" onClick={save} disabled={saving}>{saving ? 'Saving…' : 'Save look'}</button>
        </div>
      )}
    </div>
  );
}
