/** A story's heroes as the English UI names them ('Mia', 'Mia and Leo', 'Mia, Leo and Rex'). */
export function heroNamesText(names: readonly string[], locale?: string): string {
  const clean = names.filter((n) => n.trim() !== '');
  if (clean.length <= 1) return clean.join('');
  // Other UI languages join the names their own way ("Mila y Leo", "ميلا وليو").
  if (locale && locale !== 'en') return new Intl.ListFormat(locale, { type: 'conjunction' }).format(clean);
  return `${clean.slice(0, -1).join(', ')} and ${clean.at(-1)}`;
}

/** The names a story view gives (all heroes, main first), falling back to the single hero name of older views. */
export function storyHeroNames(story: { heroName: string; heroNames?: string[] }): string[] {
  return story.heroNames?.length ? story.heroNames : [story.heroName];
}
