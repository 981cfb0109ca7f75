/**
 * 'More heroes' (issue 22.1): besides the main character, the parent ticks up to two more of
 * their characters (a sibling, a friend, a grandparent, a pet). Native checkboxes inside big
 * picture cards, in the order they were picked ('Hero 2', 'Hero 3'); once two are ticked the
 * others are disabled and the hint says why. New characters are made with 'Create New' above
 * or on /personalize.
 */
import type { Character } from './create-story-api.ts';
import { MAX_EXTRA_HEROES } from './form-rules.ts';

interface Props {
  /** The parent's characters. */
  characters: Character[];
  /** The main hero's id (not offered here), or null while a new main character is drafted. */
  mainId: number | null;
  /** Ticked extra heroes, in order. */
  extraIds: number[];
  onToggle: (id: number) => void;
}

export default function ExtraHeroes({ characters, mainId, extraIds, onToggle }: Props) {
  const offered = characters.filter((c) => c.id !== mainId);
  if (!offered.length) return null;
  const full = extraIds.length >= MAX_EXTRA_HEROES;
  return (
    <fieldset className="space-y-3 border-t border-night-100 pt-5" data-extra-heroes aria-describedby="extra-heroes-hint">
      <legend className="label">
        More heroes <span className="font-normal text-night-600">(optional)</span>
      </legend>
      <p id="extra-heroes-hint" className="text-sm text-night-700">
        Add up to two more heroes to the story: a brother or sister, a friend, a grandparent or a pet. Each one gets a part and is drawn with their own look.
      </p>
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
              <input
                type="checkbox"
                className="h-5 w-5 shrink-0 accent-night-600"
                checked={ticked}
                disabled={blocked}
                onChange={() => onToggle(c.id)}
              />
              {c.signedPhotoUrl ? (
                <img src={c.signedPhotoUrl} alt="" width={40} height={40} className="h-10 w-10 shrink-0 rounded-full object-cover" loading="lazy" />
              ) : null}
              <span className="min-w-0">
                <span className="block truncate font-bold text-night-900">{`Add ${c.name}`}</span>
                {ticked && <span className="block text-xs font-bold text-night-600">Hero {order + 2}</span>}
              </span>
            </label>
          );
        })}
      </div>
      <p className="text-sm font-bold text-night-700" aria-live="polite" data-extra-heroes-count>
        {extraIds.length === 0
          ? 'Only the main character for now.'
          : `${extraIds.length} of ${MAX_EXTRA_HEROES} more heroes chosen${full ? ' — untick one to pick another.' : '.'}`}
      </p>
    </fieldset>
  );
}
