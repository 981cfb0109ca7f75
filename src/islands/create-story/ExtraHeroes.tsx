/**
 * 'More heroes': besides the main character, the parent ticks up to two more of
 * their characters (a sibling, a friend, a grandparent, a pet). Native checkboxes inside big
 * picture cards, in the order they were picked ('Hero 2', 'Hero 3'); once two are ticked the
 * others are disabled and the hint says why. 'Create a new hero' saves a new character on the
 * spot (name, type, age; like the main character's Create New) and ticks it.
 */
import { useState } from 'react';
import { CHARACTER_KINDS, type CharacterKind } from '../../shared/catalog.ts';
import { LIMITS } from '../../shared/limits.ts';
import type { Character } from './create-story-api.ts';
import { draftAgeError, editDraft, EMPTY_DRAFT, MAX_EXTRA_HEROES, type CharacterDraft } from './form-rules.ts';

import { format } from '../../i18n/format.ts';
import { kindLabel, localizeFormText, type CreateStoryMessages } from './form-text.ts';

interface Props {
  /** The page's `cs_` templates. */
  t: CreateStoryMessages;
  /** The parent's characters. */
  characters: Character[];
  /** The main hero's id (not offered here), or null while a new main character is drafted. */
  mainId: number | null;
  /** Ticked extra heroes, in order. */
  extraIds: number[];
  onToggle: (id: number) => void;
  /** False when the parent already keeps as many characters as allowed. */
  canAddCharacter: boolean;
  /** Saves a new character (POST /v1/me/characters); resolves to it, or rejects with a message for the parent. */
  onCreate: (draft: CharacterDraft) => Promise<Character>;
}

export default function ExtraHeroes({ t, characters, mainId, extraIds, onToggle, canAddCharacter, onCreate }: Props) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<CharacterDraft>(EMPTY_DRAFT);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const offered = characters.filter((c) => c.id !== mainId);
  const full = extraIds.length >= MAX_EXTRA_HEROES;
  const ageProblem = draftAgeError(draft);

  async function create() {
    if (!draft.name.trim()) return setProblem(t.cs_err_hero_name);
    if (ageProblem) return setProblem(localizeFormText(ageProblem, t));
    setSaving(true);
    setProblem(null);
    try {
      const saved = await onCreate(draft);
      onToggle(saved.id);
      setDraft(EMPTY_DRAFT);
      setOpen(false);
    } catch (error) {
      setProblem(error instanceof Error && error.message ? localizeFormText(error.message, t) : t.cs_err_character_failed);
    } finally {
      setSaving(false);
    }
  }
  return (
    <fieldset className="space-y-3 border-t border-night-100 pt-5" data-extra-heroes aria-describedby="extra-heroes-hint">
      <legend className="label">
        {t.cs_more_heroes} <span className="font-normal text-night-600">{t.cs_optional}</span>
      </legend>
      <p id="extra-heroes-hint" className="text-sm text-night-700">
        {t.cs_more_heroes_hint}
      </p>
      {offered.length > 0 && (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {offered.map((c) => {
            const order = extraIds.indexOf(c.id);
            const ticked = order >= 0;
            const blocked = full && !ticked;
            return (
              <label
                key={c.id}
                data-extra-hero={c.name}
                className={`relative flex min-h-14 items-center gap-3 rounded-2xl bg-white p-3 ring-2 transition has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-night-600 ${ticked ? 'ring-night-600' : blocked ? 'cursor-not-allowed opacity-60 ring-night-100' : 'cursor-pointer ring-night-100 hover:ring-night-300'}`}
              >
                <input type="checkbox" className="h-5 w-5 shrink-0 accent-night-600" checked={ticked} disabled={blocked} onChange={() => onToggle(c.id)} />
                {c.signedPhotoUrl ? (
                  <img src={c.signedPhotoUrl} alt="" width={40} height={40} className="h-10 w-10 shrink-0 rounded-full object-cover" loading="lazy" />
                ) : null}
                <span className="min-w-0">
                  <span className="block font-bold [overflow-wrap:anywhere] text-night-900">{format(t.cs_add_hero, { name: c.name })}</span>
                  {ticked && <span className="block text-xs font-bold text-night-600">{format(t.cs_hero_number, { number: order + 2 })}</span>}
                </span>
              </label>
            );
          })}
        </div>
      )}
      <p className="text-sm font-bold text-night-700" aria-live="polite" data-extra-heroes-count>
        {extraIds.length === 0 ? t.cs_only_main : format(full ? t.cs_heroes_full : t.cs_heroes_chosen, { count: extraIds.length, max: MAX_EXTRA_HEROES })}
      </p>
      {!full && canAddCharacter && (
        <div className="space-y-3">
          <button type="button" className="btn-ghost !py-2 text-sm" aria-expanded={open} aria-controls="new-extra-hero" onClick={() => setOpen((o) => !o)}>
            {open ? t.cs_close : t.cs_create_hero}
          </button>
          {open && (
            <div id="new-extra-hero" role="group" aria-label={t.cs_new_hero} className="grid gap-3 rounded-2xl bg-night-50 p-4 sm:grid-cols-3">
              <div>
                <label className="label" htmlFor="extra-hero-name">
                  {t.cs_new_hero_name}
                </label>
                <input
                  id="extra-hero-name"
                  className="input"
                  value={draft.name}
                  maxLength={LIMITS.nameMaxChars}
                  autoComplete="off"
                  placeholder={t.cs_new_hero_name_placeholder}
                  onChange={(e) => setDraft((d) => editDraft({ source: 'new', selectedId: null, draft: d }, { name: e.target.value }).draft)}
                />
              </div>
              <div>
                <label className="label" htmlFor="extra-hero-kind">
                  {t.cs_new_hero_type}
                </label>
                <select
                  id="extra-hero-kind"
                  className="input"
                  value={draft.kind}
                  onChange={(e) => setDraft((d) => ({ ...d, kind: e.target.value as CharacterKind }))}
                >
                  {CHARACTER_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {kindLabel(kind, t)}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label className="label" htmlFor="extra-hero-age">
                  {t.cs_new_hero_age} <span className="font-normal text-night-600">{t.cs_optional}</span>
                </label>
                <input
                  id="extra-hero-age"
                  className="input"
                  inputMode="numeric"
                  value={draft.age}
                  aria-invalid={ageProblem ? true : undefined}
                  onChange={(e) => setDraft((d) => editDraft({ source: 'new', selectedId: null, draft: d }, { age: e.target.value }).draft)}
                />
              </div>
              {problem && (
                <p role="alert" className="text-sm font-bold text-rose-700 sm:col-span-3">
                  {problem}
                </p>
              )}
              <button type="button" className="btn-primary !py-2 text-sm sm:col-span-3 sm:justify-self-start" disabled={saving} onClick={() => void create()}>
                {saving ? t.cs_saving : t.cs_save_hero}
              </button>
            </div>
          )}
        </div>
      )}
    </fieldset>
  );
}
