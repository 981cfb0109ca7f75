/**
 * Character Personalization tab: the
 * list of characters (kind icon, gender icon, age with a 'y' suffix, two-line description) and
 * the photo upload form; at capacity the form gives way to the quota warning.
 */
import { useEffect, useRef } from 'react';
import { LIMITS } from '../../shared/limits.ts';
import DeleteControl from './DeleteControl.tsx';
import FileDrop from './FileDrop.tsx';
import LookChips from './LookChips.tsx';
import BoundaryEditor from './BoundaryEditor.tsx';
import { AnimalIcon, HumanIcon, ObjectIcon } from './icons.tsx';
import { EMPTY_CHARACTER, QUOTA_WARNINGS, characterErrors, characterFormData, type CharacterDraft } from './form-rules.ts';
import { deleteCharacter, uploadCharacter, type Character } from './samples-api.ts';
import { format } from '../../i18n/format.ts';
import { localizePersonalizeText, type PersonalizeMessages } from './personalize-text.ts';
import { NameField, SampleListSection, UploadArea, useSampleUpload } from './sample-tab.tsx';

interface Props {
  t: PersonalizeMessages;
  /** UI language (Intl). */
  locale: string;
  characters: Character[] | null;
  loadError: string | null;
  atCapacity: boolean;
  refresh: () => Promise<void>;
}

/** Icon and label message of each character kind. */
export const KIND_ICONS: Record<string, { Icon: typeof HumanIcon; label: 'ps_kind_human' | 'ps_kind_animal' | 'ps_kind_object' }> = {
  human: { Icon: HumanIcon, label: 'ps_kind_human' },
  animal: { Icon: AnimalIcon, label: 'ps_kind_animal' },
  object: { Icon: ObjectIcon, label: 'ps_kind_object' },
};

/** Symbol and label message of each gender. */
export const GENDER_ICONS: Record<string, { icon: string; label: 'ps_gender_male' | 'ps_gender_female' | 'ps_gender_other' }> = {
  male: { icon: '♂', label: 'ps_gender_male' },
  female: { icon: '♀', label: 'ps_gender_female' },
  other: { icon: '⚧', label: 'ps_gender_other' },
};

function CharacterItem({
  character,
  onDelete,
  refresh,
  t,
  locale,
}: {
  character: Character;
  onDelete: () => Promise<void>;
  refresh: () => Promise<void>;
  t: PersonalizeMessages;
  locale: string;
}) {
  const kindIcon = KIND_ICONS[character.kind] ?? KIND_ICONS.human!;
  const kind = { Icon: kindIcon.Icon, label: t[kindIcon.label] };
  const genderIcon = character.gender ? GENDER_ICONS[character.gender] : undefined;
  const gender = genderIcon && { icon: genderIcon.icon, label: t[genderIcon.label] };
  return (
    <li className="flex flex-wrap gap-3 rounded-2xl border-2 border-night-100 p-3" data-testid="character-item">
      {character.signedPhotoUrl ? (
        <img
          src={character.signedPhotoUrl}
          alt={format(t.ps_photo_of, { name: character.name })}
          width={80}
          height={80}
          loading="lazy"
          className="h-20 w-20 shrink-0 rounded-2xl object-cover"
        />
      ) : (
        <span aria-hidden="true" className="grid h-20 w-20 shrink-0 place-items-center rounded-2xl bg-night-100 text-night-600">
          <kind.Icon size={40} />
        </span>
      )}
      <div className="min-w-0 flex-1">
        {/* The parent's own name for the hero: data, never translated. */}
        <p className="truncate font-bold text-night-900" translate="no">
          {character.name}
        </p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-night-700">
          <span title={kind.label} className="inline-flex items-center gap-1">
            <kind.Icon size={16} /> <span className="sr-only">{t.ps_kind}: </span>
            {kind.label}
          </span>
          {gender && (
            <span role="img" title={gender.label} aria-label={format(t.ps_gender_aria, { gender: gender.label })} className="font-bold text-night-600">
              {gender.icon}
            </span>
          )}
          {character.age !== null && (
            <span role="img" aria-label={format(t.ps_age_aria, { age: character.age })}>
              {format(t.ps_age_short, { age: character.age })}
            </span>
          )}
        </p>
        {character.description && (
          <p className="mt-1 line-clamp-2 text-sm text-night-700" title={character.description}>
            {character.description}
          </p>
        )}
      </div>
      <div className="shrink-0 self-start">
        <DeleteControl
          t={t}
          label={format(t.ps_char_delete_aria, { name: character.name })}
          confirmLabel={format(t.ps_char_delete_confirm_aria, { name: character.name })}
          onConfirm={onDelete}
        />
      </div>
      {/* The look and boundaries get the card's full width: their editors are too cramped beside the photo on a phone. */}
      <div className="basis-full">
        <LookChips key={JSON.stringify(character.look)} character={character} onSaved={refresh} t={t} locale={locale} />
        <BoundaryEditor key={`b${JSON.stringify(character.boundaries)}`} character={character} onSaved={refresh} t={t} locale={locale} />
      </div>
    </li>
  );
}

export default function CharacterTab({ t, locale, characters, loadError, atCapacity, refresh }: Props) {
  const say = (text: string) => localizePersonalizeText(text, t);
  const { draft, setDraft, file, touched, errors, uploading, error, pick, submit, remove, nameField } = useSampleUpload<CharacterDraft>({
    fileKind: 'photo',
    emptyDraft: () => EMPTY_CHARACTER,
    errorsOf: characterErrors,
    upload: (d, f) => uploadCharacter(characterFormData(d, f)),
    messages: { uploaded: t.ps_char_success, deleted: t.ps_char_deleted, deleteFailed: t.ps_char_delete_failed },
    say,
    refresh,
  });

  // While a photo is being looked at, refresh until its look arrives (at most ~1 minute).
  const polls = useRef(0);
  const pending = characters?.some((c) => c.lookStatus === 'pending') ?? false;
  useEffect(() => {
    if (!pending) {
      polls.current = 0;
      return;
    }
    if (polls.current >= 40) return;
    const timer = setTimeout(() => {
      polls.current++;
      void refresh();
    }, 1500);
    return () => clearTimeout(timer);
  }, [pending, characters, refresh]);

  const fieldError = (key: keyof CharacterDraft) =>
    touched && errors[key] ? <span className="mt-1 block text-sm font-bold text-rose-700">{say(errors[key]!)}</span> : null;

  return (
    <div className="flex flex-col gap-6">
      <SampleListSection
        headingId="character-list-title"
        texts={{
          title: t.ps_chars_title,
          intro: t.ps_chars_intro,
          loadError: t.ps_chars_load_error,
          loading: t.ps_chars_loading,
          empty: t.ps_chars_empty,
          list: t.ps_chars_list,
        }}
        items={characters}
        loadError={loadError}
        listClassName="mt-4 grid gap-3 md:grid-cols-2"
        renderItem={(character) => (
          <CharacterItem
            key={character.id}
            character={character}
            onDelete={() => remove(() => deleteCharacter(character.id))}
            refresh={refresh}
            t={t}
            locale={locale}
          />
        )}
      />

      <UploadArea error={error && say(error)} atCapacity={atCapacity} quotaWarning={say(QUOTA_WARNINGS.character)}>
        <form onSubmit={submit} className="card flex flex-col gap-4" aria-labelledby="character-form-title" noValidate>
          <h2 id="character-form-title" className="text-2xl font-extrabold text-night-900">
            {t.ps_char_form_title}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <NameField t={t} placeholder={t.ps_char_name_ph} {...nameField} />
            <label className="block">
              <span className="label">{t.ps_kind}</span>
              <select className="input" value={draft.kind} onChange={(e) => setDraft({ ...draft, kind: e.target.value })} disabled={uploading}>
                <option value="human">{t.ps_kind_human}</option>
                <option value="animal">{t.ps_kind_animal}</option>
                <option value="object">{t.ps_kind_object}</option>
              </select>
            </label>
            <label className="block">
              <span className="label">
                {t.ps_gender} <span className="font-normal text-night-600">{t.ps_optional}</span>
              </span>
              <select className="input" value={draft.gender} onChange={(e) => setDraft({ ...draft, gender: e.target.value })} disabled={uploading}>
                <option value="">{t.ps_gender_unspecified}</option>
                <option value="male">{t.ps_gender_male}</option>
                <option value="female">{t.ps_gender_female}</option>
                <option value="other">{t.ps_gender_other}</option>
              </select>
            </label>
            <label className="block">
              <span className="label">
                {t.ps_age} <span className="font-normal text-night-600">{t.ps_optional}</span>
              </span>
              <input
                className="input"
                inputMode="numeric"
                value={draft.age}
                onChange={(e) => setDraft({ ...draft, age: e.target.value.replace(/\D/g, '').slice(0, 3) })}
                placeholder={t.ps_age_ph}
                disabled={uploading}
                aria-invalid={Boolean(errors.age)}
              />
              {errors.age && <span className="mt-1 block text-sm font-bold text-rose-700">{say(errors.age)}</span>}
            </label>
          </div>
          <label className="block">
            <span className="label">
              {t.ps_description} <span className="font-normal text-night-600">{t.ps_optional}</span>
            </span>
            <textarea
              className="input min-h-24"
              value={draft.description}
              onChange={(e) => setDraft({ ...draft, description: e.target.value })}
              placeholder={t.ps_description_ph}
              disabled={uploading}
              aria-invalid={Boolean(errors.description)}
            />
            <span className="mt-1 flex justify-between text-sm">
              <span className="font-bold text-rose-700">{errors.description ? say(errors.description) : ''}</span>
              <span className={draft.description.length > LIMITS.descriptionMaxChars ? 'text-rose-700' : 'text-night-600'}>
                {format(t.ps_char_count, { count: draft.description.length, max: LIMITS.descriptionMaxChars })}
              </span>
            </span>
          </label>
          {fieldError('kind')}
          <div>
            <span className="label">{t.ps_photo}</span>
            <FileDrop
              id="character-file"
              accept="image/*"
              file={file}
              disabled={uploading}
              hint={t.ps_photo_hint}
              touchHint={t.ps_photo_touch_hint}
              onPick={pick}
              t={t}
              locale={locale}
            />
          </div>
          <button type="submit" className="btn-primary self-start" disabled={!file || uploading}>
            {uploading ? t.ps_uploading : t.ps_char_submit}
          </button>
        </form>
      </UploadArea>
    </div>
  );
}
