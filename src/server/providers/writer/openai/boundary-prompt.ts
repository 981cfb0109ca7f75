/**
 * The parent's boundaries as the vendor writer's instructions: what the story
 * must not contain, in plain words, and how big its stakes may be. The moderation step checks the
 * finished text against the same boundaries, so a story that ignores them is rewritten or refused.
 */
import { INTENSITY_LABELS, type BoundaryKey, type Intensity, type StoryBoundaries } from '../../../../shared/boundaries.ts';

const AVOID: Record<BoundaryKey, string> = {
  scary: 'scary moments: no villains or monsters, nobody gets lost, no problems with darkness',
  water:
    'water: no sea, lake, river, pond, boats, baths, swimming, rain or water play, and no water settings (seaside, lake, riverside, underSea) or boat/sailboat/shell/sandcastle/bucket props',
  animals:
    'animals (the child has an allergy or a fear): no animal companions, animal characters, birds, insects or fish; the companion may be "teddy", "robot", "friend" or "none"',
  separation: 'separation from parents: nobody is apart from their family, nobody wanders off or misses someone far away',
  loud: 'loud noises: no thunder, drums, bangs, crashes, fireworks, shouting or screaming, and no drum prop',
  food: 'food and sweets: no cookies, cakes, sweets, baking, meals, picnics or eating, no bakery or kitchen setting and no cake/cookie/apple props',
};

const STAKES: Record<Intensity, string> = {
  gentle: 'Maximum intensity: gentle only. An everyday moment with nothing really at risk, no worried low point, no suspense.',
  small: 'Maximum intensity: small adventures. At most a little worry that is soon solved; no danger, no search, no night out.',
  real: '',
};

/** The prompt lines for a story's boundaries (none when the story has none). */
export function boundaryInstructions(b: StoryBoundaries | null | undefined): string[] {
  if (!b || (!b.avoid.length && b.maxIntensity === 'real')) return [];
  return [
    '',
    "The parent's BOUNDARIES for this child. They win over the wishes and the moral: if a wish or the moral asks for something below, leave it out quietly.",
    ...b.avoid.map((k) => `- Avoid ${AVOID[k]}.`),
    ...(STAKES[b.maxIntensity] ? [`- ${STAKES[b.maxIntensity]} (${INTENSITY_LABELS[b.maxIntensity].label})`] : []),
  ];
}
