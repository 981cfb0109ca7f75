/**
 * Prints one built-in story, for reading it as an editor would.
 * Usage: npx tsx src/server/storycraft/writer/sample-story.ts <lang> <age> <seed> [moralKey|custom text] [gender]
 */
import { writeStory } from './write-story.ts';
import { findMoralTheme } from '../../../content/morals/index.ts';
import type { LanguageCode } from '../../../shared/catalog.ts';
import type { WriteRequest } from '../../providers/types.ts';
import { countWords } from './text.ts';

const [lang = 'en', age = '5', seed = '1', moral = 'honesty', gender = 'female'] = process.argv.slice(2);
const theme = findMoralTheme(moral);
const request: WriteRequest = {
  hero: { name: 'Mia', kind: 'human', gender: gender as 'female', description: 'curly red hair and a yellow raincoat' },
  age: Number(age),
  language: lang as LanguageCode,
  moral: theme ? { key: theme.key, group: theme.group, label: theme.text[lang as LanguageCode].label } : moral === 'none' ? null : { label: moral },
  freeText: '',
  seed: Number(seed),
};
const story = writeStory(request);
console.log(`# ${story.title}   [${story.plan?.plot} / ${story.plan?.companion} / ${story.plan?.setting}]\n`);
story.pages.forEach((page, i) => {
  const s = page.scene;
  const extra = [s.shot, s.heroAt, s.props.join('+') + (s.keyPropState ? `(${s.keyPropState})` : ''), (s.figures ?? []).join('+'), s.outfit]
    .filter(Boolean)
    .join(', ');
  console.log(`[${i + 1}] (${s.setting}, ${s.timeOfDay}, ${s.action}, ${s.mood}; ${extra}; ${countWords(page.text)} words)\n${page.text}\n`);
});
