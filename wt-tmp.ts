import { writeStory } from './src/server/providers/writer/builtin/builtin-writer.ts';
import { explainMatches as findCategories } from './src/server/providers/moderation/builtin/builtin-provider.ts';
import { LANGUAGE_CODES } from './src/shared/catalog.ts';
import { MORAL_THEMES } from './src/content/morals/index.ts';
const hits = new Map<string, number>();
let n = 0;
for (const language of LANGUAGE_CODES) for (const age of [2, 5, 7, 11]) for (let seed = 0; seed < 8; seed++) {
  const theme = MORAL_THEMES[(seed * 7 + age) % MORAL_THEMES.length]!;
  const s = writeStory({ hero: { name: 'Mia', kind: 'human', gender: seed % 2 ? 'female' : 'male', description: 'curly hair' }, age, language, moral: { key: theme.key, group: theme.group, label: 'x' }, freeText: ['a picnic in the park with teddy Bruno', 'treasure hunt at the beach', '', 'birthday with balloons'][seed % 4]!, seed });
  for (const text of [s.title, ...s.pages.map((p) => p.text)]) { n++; const c = findCategories(text, language); if (c.length) { const k = `${language}:${JSON.stringify(c)}`; hits.set(k, (hits.get(k) ?? 0) + 1); if (hits.get(k)! < 2) console.log(k, text.slice(0, 300)); } }
}
console.log(n, [...hits]);
