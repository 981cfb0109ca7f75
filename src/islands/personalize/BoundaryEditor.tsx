/**
 * The parent's boundaries for one child (issue 22 item 3), under each character on /personalize:
 * a one-line summary, and an editor with what stories must avoid (checkboxes) and the maximum
 * intensity (radios). Saved on the character; every new story with this hero keeps them.
 */
import { useState } from 'react';
import {
  BOUNDARY_KEYS, BOUNDARY_LABELS, BOUNDARY_WINS, INTENSITIES, INTENSITY_LABELS, boundarySummary, type BoundaryKey, type StoryBoundaries,
} from '../../shared/boundaries.ts';
import { notify } from '../../lib/stores/notifications.ts';
import { updateCharacterBoundaries, type Character } from './samples-api.ts';

interface Props {
  character: Character;
  onSaved: () => Promise<void>;
}

export default function BoundaryEditor({ character, onSaved }: Props) {
  const current: StoryBoundaries = character.boundaries ?? { avoid: [], maxIntensity: 'real' };
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<StoryBoundaries>(current);
  const [saving, setSaving] = useState(false);
  const summary = boundarySummary(current);
  const id = `boundaries-${character.id}`;

  const toggle = (key: BoundaryKey, on: boolean) =>
    setDraft((d) => ({ ...d, avoid: BOUNDARY_KEYS.filter((k) => (k === key ? on : d.avoid.includes(k))) }));

  async function save() {
    setSaving(true);
    try {
      await updateCharacterBoundaries(character.id, draft);
      notify(`Boundaries saved for ${character.name}. Every new story keeps them.`, 'success');
      setEditing(false);
      await onSaved();
    } catch (e) {
      notify(e instanceof Error ? e.message : 'The boundaries could not be saved.', 'error');
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="mt-2" data-testid="boundaries">
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-night-700">
        <span className="font-bold text-night-800">Story boundaries:</span>
        <span data-testid="boundary-summary">{summary ?? 'none set'}</span>
        <button type="button" className="font-bold text-night-700 underline" aria-expanded={editing} aria-controls={id}
          onClick={() => { setDraft(current); setEditing(!editing); }}>
          {editing ? 'Close' : 'Set boundaries'}
        </button>
      </p>
      {editing && (
        <div id={id} className="mt-3 rounded-2xl border-2 border-night-100 p-3" data-testid="boundary-editor">
          <fieldset>
            <legend className="text-sm font-bold text-night-900">Stories for {character.name} must avoid</legend>
            <div className="mt-2 grid gap-2">
              {BOUNDARY_KEYS.map((key) => (
                <label key={key} className="flex items-start gap-2 text-sm">
                  <input type="checkbox" className="mt-0.5 h-5 w-5 shrink-0" checked={draft.avoid.includes(key)} onChange={(e) => toggle(key, e.target.checked)} />
                  <span><span className="font-bold text-night-800">{BOUNDARY_LABELS[key].label}</span> <span className="text-night-600">({BOUNDARY_LABELS[key].hint})</span></span>
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="mt-3">
            <legend className="text-sm font-bold text-night-900">Biggest adventure</legend>
            <div className="mt-2 grid gap-2">
              {INTENSITIES.map((level) => (
                <label key={level} className="flex items-start gap-2 text-sm">
                  <input type="radio" name={`${id}-intensity`} className="mt-0.5 h-5 w-5 shrink-0" checked={draft.maxIntensity === level}
                    onChange={() => setDraft((d) => ({ ...d, maxIntensity: level }))} />
                  <span><span className="font-bold text-night-800">{INTENSITY_LABELS[level].label}</span> <span className="text-night-600">({INTENSITY_LABELS[level].hint})</span></span>
                </label>
              ))}
            </div>
          </fieldset>
          <p className="mt-3 text-sm text-night-700">{BOUNDARY_WINS}</p>
          <button type="button" className="btn-primary mt-3" onClick={save} disabled={saving}>{saving ? 'Saving…' : 'Save boundaries'}</button>
        </div>
      )}
    </div>
  );
}
