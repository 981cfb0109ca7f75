/**
 * The parent's boundaries for one child, under each character on /personalize:
 * a one-line summary, and an editor with what stories must avoid (checkboxes) and the maximum
 * intensity (radios). Saved on the character; every new story with this hero keeps them.
 */
import { useState } from 'react';
import { BOUNDARY_KEYS, INTENSITIES, type BoundaryKey, type StoryBoundaries } from '../../shared/boundaries.ts';
import { notify } from '../../lib/stores/notifications.ts';
import { format } from '../../i18n/format.ts';
import { boundaryLabel, intensityLabel, localBoundarySummary, type PersonalizeMessages } from './personalize-text.ts';
import { updateCharacterBoundaries, type Character } from './samples-api.ts';

interface Props {
  character: Character;
  onSaved: () => Promise<void>;
  t: PersonalizeMessages;
  /** UI language (the summary's list format). */
  locale: string;
}

export default function BoundaryEditor({ character, onSaved, t, locale }: Props) {
  const current: StoryBoundaries = character.boundaries ?? { avoid: [], maxIntensity: 'real' };
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<StoryBoundaries>(current);
  const [saving, setSaving] = useState(false);
  const summary = localBoundarySummary(current, t, locale);
  const id = `boundaries-${character.id}`;

  const toggle = (key: BoundaryKey, on: boolean) => setDraft((d) => ({ ...d, avoid: BOUNDARY_KEYS.filter((k) => (k === key ? on : d.avoid.includes(k))) }));

  async function save() {
    setSaving(true);
    try {
      await updateCharacterBoundaries(character.id, draft);
      notify(format(t.bnd_saved, { name: character.name }), 'success');
      setEditing(false);
      await onSaved();
    } catch (e) {
      notify(e instanceof Error ? e.message : t.bnd_save_failed, 'error');
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="mt-2" data-testid="boundaries">
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-night-700">
        <span className="font-bold text-night-800">{t.bnd_title}</span>
        <span data-testid="boundary-summary">{summary ?? t.bnd_none}</span>
        <button
          type="button"
          className="font-bold text-night-700 underline"
          aria-expanded={editing}
          aria-controls={id}
          onClick={() => {
            setDraft(current);
            setEditing(!editing);
          }}
        >
          {editing ? t.bnd_close : t.bnd_set}
        </button>
      </p>
      {editing && (
        <div id={id} className="mt-3 rounded-2xl border-2 border-night-100 p-3" data-testid="boundary-editor">
          <fieldset>
            <legend className="text-sm font-bold text-night-900">{format(t.bnd_avoid_legend, { name: character.name })}</legend>
            <div className="mt-2 grid gap-2">
              {BOUNDARY_KEYS.map((key) => (
                <label key={key} className="flex items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="mt-0.5 h-5 w-5 shrink-0"
                    checked={draft.avoid.includes(key)}
                    onChange={(e) => toggle(key, e.target.checked)}
                  />
                  <span>
                    <span className="font-bold text-night-800">{boundaryLabel(t, key).label}</span>{' '}
                    <span className="text-night-600">({boundaryLabel(t, key).hint})</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="mt-3">
            <legend className="text-sm font-bold text-night-900">{t.bnd_intensity_legend}</legend>
            <div className="mt-2 grid gap-2">
              {INTENSITIES.map((level) => (
                <label key={level} className="flex items-start gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${id}-intensity`}
                    className="mt-0.5 h-5 w-5 shrink-0"
                    checked={draft.maxIntensity === level}
                    onChange={() => setDraft((d) => ({ ...d, maxIntensity: level }))}
                  />
                  <span>
                    <span className="font-bold text-night-800">{intensityLabel(t, level).label}</span>{' '}
                    <span className="text-night-600">({intensityLabel(t, level).hint})</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <p className="mt-3 text-sm text-night-700">{t.bnd_wins}</p>
          <button type="button" className="btn-primary mt-3" onClick={save} disabled={saving}>
            {saving ? t.bnd_saving : t.bnd_save}
          </button>
        </div>
      )}
    </div>
  );
}
