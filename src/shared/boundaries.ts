/**
 * The parent's boundaries for one character: what that child's stories must
 * avoid, and how big their adventures may get. Shared by the API, the pipeline and the islands
 * (no server imports). On the wire: `{ avoid: BoundaryKey[], max_intensity: Intensity }`.
 */

/**
 * What a story may be told to avoid:
 * - scary: villains, getting lost, darkness problems;
 * - water: lakes, the sea, rivers, boats, baths, swimming;
 * - animals: animal companions and animal figures (a teddy or a robot remains);
 * - separation: being apart from parents or family, someone wandering off;
 * - loud: thunder, drums, crashes, shouting;
 * - food: cookies, cakes, sweets, baking, meals.
 */
export const BOUNDARY_KEYS = ['scary', 'water', 'animals', 'separation', 'loud', 'food'] as const;
export type BoundaryKey = (typeof BOUNDARY_KEYS)[number];

/** How big a story's stakes may be: gentle only < small adventures < real adventures (the default). */
export const INTENSITIES = ['gentle', 'small', 'real'] as const;
export type Intensity = (typeof INTENSITIES)[number];

/** One character's (or one story's combined) boundaries. */
export interface StoryBoundaries {
  /** Elements the story must not contain, in BOUNDARY_KEYS order, no repeats. */
  avoid: BoundaryKey[];
  /** The highest plot intensity allowed. */
  maxIntensity: Intensity;
}

/** The rank of an intensity (gentle 0, small 1, real 2). */
export function intensityRank(intensity: Intensity): number {
  return INTENSITIES.indexOf(intensity);
}

/**
 * The boundaries of a story with several heroes: everything any hero's
 * parent set is avoided, and the lowest maximum intensity wins. Null/undefined entries (a
 * character without boundaries) avoid nothing and allow real adventures.
 */
export function combineBoundaries(list: ReadonlyArray<Partial<StoryBoundaries> | null | undefined>): StoryBoundaries {
  const avoid = new Set<BoundaryKey>();
  let rank = intensityRank('real');
  for (const b of list) {
    for (const key of b?.avoid ?? []) if ((BOUNDARY_KEYS as readonly string[]).includes(key)) avoid.add(key);
    if (b?.maxIntensity && (INTENSITIES as readonly string[]).includes(b.maxIntensity)) rank = Math.min(rank, intensityRank(b.maxIntensity));
  }
  return { avoid: BOUNDARY_KEYS.filter((k) => avoid.has(k)), maxIntensity: INTENSITIES[rank]! };
}

/** True when the boundaries restrict nothing. */
export function isUnbounded(b: StoryBoundaries | null | undefined): boolean {
  return !b || (b.avoid.length === 0 && b.maxIntensity === 'real');
}

/** English labels for the forms (/personalize and the create form's summary). */
export const BOUNDARY_LABELS: Record<BoundaryKey, { label: string; hint: string }> = {
  scary: { label: 'Scary moments', hint: 'no villains, no getting lost, no darkness problems' },
  water: { label: 'Water', hint: 'no sea, lakes, rivers, boats or baths' },
  animals: { label: 'Animals', hint: 'for allergies or fears; a teddy or a robot stays' },
  separation: { label: 'Separation from parents', hint: 'nobody is apart from their family' },
  loud: { label: 'Loud noises', hint: 'no thunder, drums, crashes or shouting' },
  food: { label: 'Food and sweets', hint: 'no cookies, cakes, sweets or meals' },
};

export const INTENSITY_LABELS: Record<Intensity, { label: string; hint: string }> = {
  gentle: { label: 'Gentle only', hint: 'small everyday moments, no low point' },
  small: { label: 'Small adventures', hint: 'a little worry that is soon solved' },
  real: { label: 'Real adventures', hint: 'a real problem, a search, a night out' },
};

/**
 * One line a parent reads: "Avoids water and animals · Gentle only", or null when the
 * boundaries restrict nothing.
 */
export function boundarySummary(b: StoryBoundaries | null | undefined): string | null {
  if (isUnbounded(b)) return null;
  const names = b!.avoid.map((k) => BOUNDARY_LABELS[k].label.toLowerCase());
  const list = names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  const parts = [...(list ? [`Avoids ${list}`] : []), ...(b!.maxIntensity !== 'real' ? [INTENSITY_LABELS[b!.maxIntensity].label] : [])];
  return parts.join(' · ');
}
