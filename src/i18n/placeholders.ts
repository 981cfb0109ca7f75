/** Placeholder names of a message template, sorted ("{count} of {name}" → ["count", "name"]). */
export const placeholdersOf = (template: string): string[] => [...template.matchAll(/\{(\w+)\}/g)].map((x) => x[1]!).sort();
