/**
 * Character Personalization tab (SPEC §2 /personalize, §5 'Character form (personalize)'): the
 * list of characters (kind icon, gender icon, age with a 'y' suffix, two-line description) and
 * the photo upload form; at capacity the form gives way to the SPEC §5 warning.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LIMITS } from '../../shared/limits.ts';
import { notify } from '../../lib/stores/notifications.ts';
import DeleteControl from './DeleteControl.tsx';
import FileDrop from './FileDrop.tsx';
import LookChips from './LookChips.tsx';
import BoundaryEditor from './BoundaryEditor.tsx';
import { AnimalIcon, HumanIcon, ObjectIcon } from './icons.tsx';
import { EMPTY_CHARACTER, QUOTA_WARNINGS, characterErrors, characterFormData, fileError, type CharacterDraft } from './form-rules.ts';
import { deleteCharacter, uploadCharacter, type Character } from './samples-api.ts';

interface Props {
  characters: Character[] | null;
  loadError: string | null;
  atCapacity: boolean;
  refresh: () => Promise<void>;
}

type UploadState = 'idle' | 'uploading' | 'success' | 'error';

export const KIND_ICONS: Record<string, { Icon: typeof HumanIcon; label: string }> = {
  human: { Icon: HumanIcon, label: 'Human' },
  animal: { Icon: AnimalIcon, label: 'Animal' },
  object: { Icon: ObjectIcon, label: 'Object' },
};

export const GENDER_ICONS: Record<string, { icon: string; label: string }> = {
  male: { icon: '♂', label: 'Male' },
  female: { icon: '♀', label: 'Female' },
  other: { icon: '⚧', label: 'Other' },
};

function CharacterItem({ character, onDelete, refresh }: { character: Character; onDelete: () => Promise<void>; refresh: () => Promise<void> }) {
  const kind = KIND_ICONS[character.kind] ?? KIND_ICONS.human!;
  const gender = character.gender ? GENDER_ICONS[character.gender] : undefined;
  return (
    <li className="flex gap-3 rounded-2xl border-2 border-night-100 p-3" data-testid="character-item">
      {character.signedPhotoUrl ? (
        <img src={character.signedPhotoUrl} alt={`Photo of ${character.name}`} width={80} height={80} loading="lazy" className="h-20 w-20 shrink-0 rounded-2xl object-cover" />
      ) : (
        <span aria-hidden="true" className="grid h-20 w-20 shrink-0 place-items-center rounded-2xl bg-night-100 text-night-600"><kind.Icon size={40} /></span>
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate font-bold text-night-900">{character.name}</p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-night-700">
          <span title={kind.label} className="inline-flex items-center gap-1">
            <kind.Icon size={16} /> <span className="sr-only">Kind: </span>{kind.label}
          </span>
          {gender && (
            <span title={gender.label} aria-label={`Gender: ${gender.label}`} className="font-bold text-night-600">
              {gender.icon}
            </span>
          )}
          {character.age !== null && <span aria-label={`Age ${character.age}`}>{character.age}y</span>}
        </p>
        {character.description && <p className="mt-1 line-clamp-2 text-sm text-night-700" title={character.description}>{character.description}</p>}
        <LookChips key={JSON.stringify(character.look)} character={character} onSaved={refresh} />
        <BoundaryEditor key={`b${JSON.stringify(character.boundaries)}`} character={character} onSaved={refresh} />
      </div>
      <div className="shrink-0 self-start">
        <DeleteControl label={`character ${character.name}`} onConfirm={onDelete} />
      </div>
    </li>
  );
}

export default function CharacterTab({ characters, loadError, atCapacity, refresh }: Props) {
  const [draft, setDraft] = useState<CharacterDraft>(EMPTY_CHARACTER);
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState(false);
  const [status, setStatus] = useState<UploadState>('idle');
  const [error, setError] = useState<string | null>(null);

  const errors = characterErrors(draft);
  const uploading = status === 'uploading';

  // While a photo is being looked at (issue 15), refresh until its look arrives (at most ~1 minute).
  const polls = useRef(0);
  const pending = characters?.some((c) => c.lookStatus === 'pending') ?? false;
  useEffect(() => {
    if (!pending) { polls.current = 0; return; }
    if (polls.current >= 40) return;
    const timer = setTimeout(() => { polls.current++; void refresh(); }, 1500);
    return () => clearTimeout(timer);
  }, [pending, characters, refresh]);

  function pick(picked: File) {
    const problem = fileError('photo', picked);
    if (problem) {
      setFile(null);
      setError(problem);
      setStatus('error');
      return;
    }
    setFile(picked);
    setError(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!file || Object.keys(errors).length > 0 || uploading) return;
    setStatus('uploading');
    setError(null);
    try {
      await uploadCharacter(characterFormData(draft, file));
      setStatus('success');
      setDraft(EMPTY_CHARACTER);
      setFile(null);
      setTouched(false);
      notify('Character photo uploaded successfully!', 'success');
      await refresh();
    } catch (e) {
      const message = e instanceof Error ? e.message : 'An error occurred';
      setStatus('error');
      setError(message);
      notify(message, 'error');
    }
  }

  async function remove(character: Character) {
    try {
      await deleteCharacter(character.id);
      notify('Character photo deleted successfully!', 'success');
    } catch (e) {
      notify(e instanceof Error ? e.message : 'Failed to delete character sample', 'error');
    }
    await refresh();
  }

  const fieldError = (key: keyof CharacterDraft) =>
    touched && errors[key] ? <span className="mt-1 block text-sm font-bold text-rose-700">{errors[key]}</span> : null;

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="character-list-title" className="card">
        <h2 id="character-list-title" className="text-2xl font-extrabold text-night-900">Your characters</h2>
        <p className="mt-1 text-night-700">Add your child (or a favourite toy or pet) with a photo, so the pictures of every story look like them.</p>
        {loadError && <p role="alert" className="mt-4 rounded-xl bg-rose-50 px-3 py-2 font-bold text-rose-800">Error loading characters: {loadError}</p>}
        {!characters && !loadError && <p className="mt-4 text-night-600" role="status">Loading your characters...</p>}
        {characters && characters.length === 0 && <p className="mt-4 text-night-600">No characters yet. Upload a photo below.</p>}
        {characters && characters.length > 0 && (
          <ul className="mt-4 grid gap-3 md:grid-cols-2" aria-label="Characters">
            {characters.map((character) => (
              <CharacterItem key={character.id} character={character} onDelete={() => remove(character)} refresh={refresh} />
            ))}
          </ul>
        )}
      </section>

      {error && (
        <p role="alert" data-testid="upload-error" className="rounded-2xl border-2 border-rose-300 bg-rose-50 px-4 py-3 font-bold text-rose-800">
          {error}
        </p>
      )}

      {atCapacity ? (
        <p role="status" data-testid="quota-warning" className="rounded-2xl border-2 border-moon-400 bg-moon-300/30 px-4 py-3 font-bold text-night-900">
          {QUOTA_WARNINGS.character}
        </p>
      ) : (
        <form onSubmit={submit} className="card flex flex-col gap-4" aria-labelledby="character-form-title" noValidate>
          <h2 id="character-form-title" className="text-2xl font-extrabold text-night-900">Upload a character photo</h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <label className="block">
              <span className="label">Name</span>
              <input
                className="input"
                value={draft.name}
                onChange={(e) => setDraft({ ...draft, name: e.target.value })}
                onBlur={() => setTouched(true)}
                placeholder="e.g. Mia"
                disabled={uploading}
                aria-invalid={touched && Boolean(errors.name)}
              />
              <span className="mt-1 flex justify-between text-sm">
                <span className="font-bold text-rose-700">{touched ? errors.name : ''}</span>
                <span className={draft.name.length > LIMITS.nameMaxChars ? 'text-rose-700' : 'text-night-600'}>
                  {draft.name.length}/{LIMITS.nameMaxChars} characters
                </span>
              </span>
            </label>
            <label className="block">
              <span className="label">Kind</span>
              <select className="input" value={draft.kind} onChange={(e) => setDraft({ ...draft, kind: e.target.value })} disabled={uploading}>
                <option value="human">Human</option>
                <option value="animal">Animal</option>
                <option value="object">Object</option>
              </select>
            </label>
            <label className="block">
              <span className="label">Gender <span className="font-normal text-night-600">(optional)</span></span>
              <select className="input" value={draft.gender} onChange={(e) => setDraft({ ...draft, gender: e.target.value })} disabled={uploading}>
                <option value="">Not specified</option>
                <option value="male">Male</option>
                <option value="female">Female</option>
                <option value="other">Other</option>
              </select>
            </label>
            <label className="block">
              <span className="label">Age <span className="font-normal text-night-600">(optional)</span></span>
              <input
                className="input"
                inputMode="numeric"
                value={draft.age}
                onChange={(e) => setDraft({ ...draft, age: e.target.value.replace(/\D/g, '').slice(0, 3) })}
                placeholder="e.g. 5"
                disabled={uploading}
                aria-invalid={Boolean(errors.age)}
              />
              {errors.age && <span className="mt-1 block text-sm font-bold text-rose-700">{errors.age}</span>}
            </label>
          </div>
          <label className="block">
            <span className="label">Description <span className="font-normal text-night-600">(optional)</span></span>
            <textarea
              className="input min-h-24"
              value={draft.description}
              onChange={(e) => setDraft({ ...draft, description: e.target.value })}
              placeholder="e.g. Curly red hair, loves dinosaurs and her yellow raincoat"
              disabled={uploading}
              aria-invalid={Boolean(errors.description)}
            />
            <span className="mt-1 flex justify-between text-sm">
              <span className="font-bold text-rose-700">{errors.description ?? ''}</span>
              <span className={draft.description.length > LIMITS.descriptionMaxChars ? 'text-rose-700' : 'text-night-600'}>
                {draft.description.length}/{LIMITS.descriptionMaxChars} characters
              </span>
            </span>
          </label>
          {fieldError('kind')}
          <div>
            <span className="label">Photo</span>
            <FileDrop id="character-file" accept="image/*" file={file} disabled={uploading} hint="Drag & drop a photo here (jpeg, png, webp, svg; at least 500x500)" touchHint="Tap to choose a photo (jpeg, png, webp, svg; at least 500x500)" onPick={pick} />
          </div>
          <button type="submit" className="btn-primary self-start" disabled={!file || uploading}>
            {uploading ? 'Uploading...' : 'Upload Character'}
          </button>
        </form>
      )}
    </div>
  );
}
