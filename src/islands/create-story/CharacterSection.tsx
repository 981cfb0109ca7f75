/**
 * 'Main Character': the
 * Existing Character / Create New toggle, the parent's characters as picture cards, and the
 * new-character fields.
 */
import { CHARACTER_KINDS, type CharacterKind } from '../../shared/catalog.ts';
import { LIMITS } from '../../shared/limits.ts';
import type { Character } from './create-story-api.ts';
import { draftAgeError, showSourceToggle, type CharacterChoice, type CharacterDraft, type CharacterSource } from './form-rules.ts';

import { formatNodes } from '../../i18n/format-nodes.tsx';
import { format } from '../../i18n/format.ts';
import { localHref } from '../../i18n/ui-language.ts';
import type { LanguageCode } from '../../shared/catalog.ts';
import { boundaryLine, kindLabel, localizeFormText, type CreateStoryMessages } from './form-text.ts';

/** Chinese, Japanese and Korean say a person's age with their own counter, not the duration "years". */
const AGE_COUNTERS: Partial<Record<string, string>> = { ja: '歳', zh: '岁', ko: '세' };
/** A character's age as the locale writes it ("5 years", "5 años", "5 lat", "5歳"). */
const yearsText = (age: number, locale: string) =>
  AGE_COUNTERS[locale] ? `${age}${AGE_COUNTERS[locale]}` : new Intl.NumberFormat(locale, { style: 'unit', unit: 'year', unitDisplay: 'long' }).format(age);
/** Simple drawn icons: emoji fonts are missing on some systems. */
function KindIcon({ kind }: { kind: CharacterKind }) {
  const common = { fill: 'none', stroke: '#5a46b8', strokeWidth: 2.5, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const };
  return (
    <svg viewBox="0 0 40 40" className="h-10 w-10" aria-hidden="true">
      {kind === 'human' && (
        <>
          <circle cx="20" cy="14" r="7" {...common} />
          <path d="M8 34c1-7 6-11 12-11s11 4 12 11" {...common} />
        </>
      )}
      {kind === 'animal' && (
        <>
          <ellipse cx="20" cy="25" rx="8" ry="7" {...common} />
          <circle cx="10" cy="15" r="3" {...common} />
          <circle cx="17" cy="10" r="3" {...common} />
          <circle cx="24" cy="10" r="3" {...common} />
          <circle cx="31" cy="15" r="3" {...common} />
        </>
      )}
      {kind === 'object' && (
        <>
          <circle cx="13" cy="11" r="4" {...common} />
          <circle cx="27" cy="11" r="4" {...common} />
          <circle cx="20" cy="22" r="10" {...common} />
          <circle cx="16.5" cy="20" r="1" fill="#5a46b8" />
          <circle cx="23.5" cy="20" r="1" fill="#5a46b8" />
          <path d="M17 26c2 1.5 4 1.5 6 0" {...common} />
        </>
      )}
    </svg>
  );
}

interface Props {
  /** The page's `cs_` templates. */
  t: CreateStoryMessages;
  /** The page's UI language, for links and Intl. */
  locale: LanguageCode;
  characters: Character[];
  choice: CharacterChoice;
  /** False when the parent already stores as many characters as allowed. */
  canAddCharacter: boolean;
  onSource: (source: CharacterSource) => void;
  onSelect: (character: Character) => void;
  onDraft: (patch: Partial<CharacterDraft>) => void;
  /** Shown under the main character, before the personalize hint (the 'More heroes' picker). */
  children?: React.ReactNode;
}

export default function CharacterSection({ t, locale, characters, choice, canAddCharacter, onSource, onSelect, onDraft, children }: Props) {
  const draft = choice.draft;
  const draftAgeProblem = draftAgeError(draft);
  return (
    <div className="space-y-5">
      {showSourceToggle(characters.length) && (
        <div role="radiogroup" aria-label={t.cs_source_label} className="inline-flex rounded-full bg-night-50 p-1 ring-1 ring-night-100">
          {(['existing', 'new'] as const).map((source) => (
            <button
              key={source}
              type="button"
              role="radio"
              aria-checked={choice.source === source}
              onClick={() => onSource(source)}
              className={`rounded-full px-4 py-2 text-sm font-bold transition ${choice.source === source ? 'bg-night-600 text-white shadow' : 'text-night-700 hover:text-night-900'}`}
            >
              {source === 'existing' ? t.cs_source_existing : t.cs_source_new}
            </button>
          ))}
        </div>
      )}

      {choice.source === 'existing' ? (
        <fieldset>
          <legend className="label">{t.cs_hero_question}</legend>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {characters.map((c) => {
              const selected = choice.selectedId === c.id;
              return (
                <label
                  key={c.id}
                  className={`flex cursor-pointer flex-col items-center gap-2 rounded-2xl bg-white p-3 text-center ring-2 transition ${selected ? 'ring-night-600' : 'ring-night-100 hover:ring-night-300'}`}
                >
                  <input type="radio" name="character" className="sr-only" checked={selected} onChange={() => onSelect(c)} />
                  {c.signedPhotoUrl ? (
                    <img src={c.signedPhotoUrl} alt="" width={72} height={72} className="h-18 w-18 rounded-full object-cover" loading="lazy" />
                  ) : (
                    <span aria-hidden="true" className="grid h-18 w-18 place-items-center rounded-full bg-night-50">
                      <KindIcon kind={c.kind} />
                    </span>
                  )}
                  <span className="font-bold text-night-900" translate="no">
                    {c.name}
                  </span>
                  <span className="text-xs text-night-600">
                    {kindLabel(c.kind, t)}
                    {c.age !== null ? ` · ${yearsText(c.age, locale)}` : ''}
                  </span>
                  {selected && <span className="sr-only">{t.cs_selected}</span>}
                </label>
              );
            })}
          </div>
        </fieldset>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {!canAddCharacter && (
            <p className="rounded-2xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200 sm:col-span-2">
              {formatNodes(t.cs_character_limit, {
                link: (
                  <a className="font-bold underline" href={localHref('/personalize', locale)}>
                    {t.cs_personalize_link}
                  </a>
                ),
              })}
            </p>
          )}
          <div>
            <label className="label" htmlFor="character-name">
              {t.cs_name} <span aria-hidden="true">*</span>
            </label>
            <input
              id="character-name"
              className="input"
              value={draft.name}
              maxLength={LIMITS.nameMaxChars}
              required
              autoComplete="off"
              placeholder={t.cs_name_placeholder}
              onChange={(e) => onDraft({ name: e.target.value })}
            />
          </div>
          <div>
            <label className="label" htmlFor="character-kind">
              {t.cs_type}
            </label>
            <select id="character-kind" className="input" value={draft.kind} onChange={(e) => onDraft({ kind: e.target.value as CharacterKind })}>
              {CHARACTER_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {kindLabel(kind, t)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label className="label" htmlFor="character-age">
              {t.cs_character_age} <span className="font-normal text-night-600">{t.cs_optional}</span>
            </label>
            <input
              id="character-age"
              className="input"
              inputMode="numeric"
              value={draft.age}
              aria-invalid={draftAgeProblem ? true : undefined}
              aria-describedby={draftAgeProblem ? 'character-age-error' : undefined}
              onChange={(e) => onDraft({ age: e.target.value })}
            />
            {draftAgeProblem && (
              <p id="character-age-error" className="mt-1 text-sm font-bold text-rose-700">
                {localizeFormText(draftAgeProblem, t)}
              </p>
            )}
          </div>
          <div className="sm:col-span-2">
            <label className="label" htmlFor="character-description">
              {t.cs_description} <span className="font-normal text-night-600">{t.cs_optional}</span>
            </label>
            <textarea
              id="character-description"
              className="input min-h-20"
              value={draft.description}
              maxLength={LIMITS.descriptionMaxChars}
              placeholder={t.cs_description_placeholder}
              aria-describedby="character-description-count"
              onChange={(e) => onDraft({ description: e.target.value })}
            />
            <p id="character-description-count" className="mt-1 text-end text-xs text-night-600">
              {format(t.cs_description_count, { count: draft.description.length, max: LIMITS.descriptionMaxChars })}
            </p>
          </div>
        </div>
      )}

      <BoundaryNote t={t} locale={locale} character={choice.source === 'existing' ? characters.find((c) => c.id === choice.selectedId) : undefined} />
      {children}

      <p className="text-sm text-night-700">
        {formatNodes(t.cs_personalize_hint, {
          link: (
            <a href={localHref('/personalize', locale)} className="font-bold text-night-600 underline">
              {t.cs_personalize_hint_link}
            </a>
          ),
        })}
      </p>
    </div>
  );
}

/**
 * The boundaries in effect for the chosen hero, read-only: what the story will
 * avoid and how big it may get, with a link to change them on /personalize.
 */
function BoundaryNote({ character, t, locale }: { character: Character | undefined; t: CreateStoryMessages; locale: LanguageCode }) {
  if (!character) return null;
  const summary = boundaryLine(character.boundaries, locale, t);
  return (
    <div className="rounded-2xl bg-night-50 p-3 text-sm text-night-800 ring-1 ring-night-100" data-testid="boundaries-in-effect">
      <p>
        <span className="font-bold">{format(t.cs_boundaries_for, { name: character.name })}</span>{' '}
        <span data-testid="boundaries-in-effect-summary">{summary ?? t.cs_boundaries_none}</span>.{' '}
        <a href={localHref('/personalize', locale)} className="font-bold text-night-600 underline">
          {summary ? t.cs_boundaries_change : t.cs_boundaries_set}
        </a>
      </p>
      {summary && <p className="mt-1 text-night-700">{t.cs_boundary_wins}</p>}
    </div>
  );
}
