/**
 * The example library (/library): at the first start the pipeline
 * itself writes, illustrates and narrates a handful of public example stories in different
 * languages, ages, styles and morals. They have no owner and spend no credit, and appear in
 * the library once COMPLETE (public lists only show finished stories).
 *
 * Seeding happens once per database: a marker row in app_secrets is inserted in the same
 * transaction as the stories, so two web nodes starting together cannot both seed (the second
 * INSERT waits for the first transaction and then finds the marker), and an operator who later
 * unpublishes every example does not get them back at the next start.
 */
import { findMoralTheme } from '../../content/morals/index.ts';
import type { IllustrationStyle, LanguageCode } from '../../shared/catalog.ts';
import { maybeOne } from '../db/client.ts';
import type { CharacterSheet } from '../providers/types.ts';
import type { Runtime } from '../runtime.ts';

/** One example story request: the hero snapshot and the story settings. */
export interface ExampleStory {
  hero: CharacterSheet;
  language: LanguageCode;
  /** Listener age, 1-12. */
  age: number;
  style: IllustrationStyle;
  /** Catalogue theme key (src/content/morals). */
  moralKey: string;
  /** Fixed seed, so the library is the same on every fresh install. */
  seed: number;
}

/**
 * The example stories, in library order. Descriptions are in the story's language because the
 * writer quotes them in the text; the illustrator reads colour and clothing words in all of them.
 */
export const EXAMPLE_STORIES: readonly ExampleStory[] = [
  {
    hero: { name: 'Mila', kind: 'human', gender: 'female', age: 5, description: 'curly red hair and a yellow raincoat' },
    language: 'en',
    age: 5,
    style: 'storybook',
    moralKey: 'fear-of-the-dark',
    seed: 1101,
  },
  {
    hero: { name: 'Leo', kind: 'animal', gender: 'male', age: 4, description: 'un pequeño zorro naranja con la cola blanca' },
    language: 'es',
    age: 4,
    style: 'watercolor',
    moralKey: 'sharing',
    seed: 2202,
  },
  {
    hero: { name: 'Amélie', kind: 'human', gender: 'female', age: 7, description: 'deux tresses et une écharpe bleue' },
    language: 'fr',
    age: 7,
    style: 'ghibli',
    moralKey: 'making-friends',
    seed: 3303,
  },
  {
    hero: { name: 'Jonas', kind: 'human', gender: 'male', age: 6, description: 'Sommersprossen und eine grüne Mütze' },
    language: 'de',
    age: 6,
    style: 'lego',
    moralKey: 'teamwork',
    seed: 4404,
  },
  {
    hero: { name: 'ゆき', kind: 'human', gender: 'female', age: 3, description: 'しろい マフラー' },
    language: 'ja',
    age: 3,
    style: 'storybook',
    moralKey: 'bedtime-routine',
    seed: 5505,
  },
  {
    hero: { name: 'عمر', kind: 'human', gender: 'male', age: 8, description: 'شعر أسود مجعد وحقيبة حمراء' },
    language: 'ar',
    age: 8,
    style: 'watercolor',
    moralKey: 'kindness-to-animals',
    seed: 6606,
  },
  {
    hero: { name: 'Pip', kind: 'object', gender: 'other', description: 'a little silver robot with a blue light' },
    language: 'en',
    age: 9,
    style: 'ghibli',
    moralKey: 'believing-in-yourself',
    seed: 7707,
  },
];

const MARKER = 'example_library_seeded';

/**
 * Inserts the example stories and enqueues their generation, once per database. Returns the
 * new story ids, or [] when the library was seeded before or public stories already exist.
 */
export async function seedExamples(runtime: Runtime, examples: readonly ExampleStory[] = EXAMPLE_STORIES): Promise<string[]> {
  return runtime.db.transaction(async (tx) => {
    const claimed = await tx.query<{ name: string }>('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING RETURNING name', [
      MARKER,
      new Date().toISOString(),
    ]);
    if (!claimed.length) return [];
    if (await maybeOne(tx, 'SELECT 1 FROM stories WHERE is_public = true LIMIT 1')) return [];
    const ids: string[] = [];
    for (const [index, example] of examples.entries()) {
      const theme = findMoralTheme(example.moralKey);
      if (!theme) throw new Error(`example story ${index + 1}: unknown moral '${example.moralKey}'`);
      const row = await tx.query<{ id: string }>(
        `INSERT INTO stories (user_id, is_public, public_rank, language, age, moral_key, moral_text, free_text, illustration_style,
                              hero, enrich_by_voice, enrich_by_image, seed, status)
         VALUES (NULL, true, $1, $2, $3, $4, $5, '', $6, $7, true, false, $8, 'TEXT_IN_PROGRESS') RETURNING id`,
        [index + 1, example.language, example.age, theme.key, theme.text[example.language].label, example.style, JSON.stringify(example.hero), example.seed],
      );
      const id = row[0]!.id;
      await runtime.queue.enqueue('example-generate', { storyId: id }, tx);
      ids.push(id);
    }
    return ids;
  });
}

/** Startup hook: seeds when SEED_EXAMPLES is on; a failure is logged, never stops the server. */
export async function seedExamplesAtStart(runtime: Runtime): Promise<void> {
  if (!runtime.config.SEED_EXAMPLES) return;
  try {
    const ids = await seedExamples(runtime);
    if (ids.length) runtime.log.info({ count: ids.length }, 'example library: stories queued for generation');
  } catch (error) {
    runtime.log.error({ err: { message: (error as Error).message } }, 'example library could not be seeded');
  }
}

/** Operator action: puts a finished story in (or takes it out of) the public library. */
export async function setStoryPublic(
  runtime: Runtime,
  storyId: string,
  isPublic: boolean,
): Promise<{ id: string; title: string | null; status: string; publicRank: number | null } | undefined> {
  const row = await maybeOne<{ id: string; title: string | null; status: string; publicRank: number | null }>(
    runtime.db,
    `UPDATE stories SET is_public = $2, updated_at = now(),
            public_rank = CASE WHEN $2 THEN coalesce(public_rank, (SELECT coalesce(max(public_rank), 0) + 1 FROM stories WHERE is_public)) ELSE public_rank END
      WHERE id::text = $1
      RETURNING id, title, status, public_rank AS "publicRank"`,
    [storyId, isPublic],
  );
  // This process's caches drop the library now; other nodes hear it through NOTIFY.
  if (row) runtime.publicChanges.changed(row.id);
  return row;
}

/** Operator listing: every public story with its state (unfinished ones are not shown to visitors yet). */
export async function listPublicStories(
  runtime: Runtime,
): Promise<{ id: string; title: string | null; language: string; status: string; publicRank: number | null }[]> {
  return runtime.db.query(
    `SELECT id, title, language, status, public_rank AS "publicRank" FROM stories WHERE is_public ORDER BY public_rank ASC NULLS LAST, created_at DESC, id`,
  );
}
