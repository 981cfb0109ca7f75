/**
 * Download my data: one ZIP of everything the account holds, streamed while it is
 * built (archiver), one stored object in memory at a time, so an account with 50 illustrated,
 * narrated stories costs the server no more memory than one page's picture.
 *
 * Layout of the ZIP:
 *   README.txt, account.json, purchases.json, usage.json, credits.json
 *   index.html                                  a readable list of the stories (links to the books)
 *   stories/NN-<storyId>/story.json             the story as JSON (settings, hero, pages, timings)
 *   stories/NN-<storyId>/book.html              a readable book with its pictures and narration
 *   stories/NN-<storyId>/cover.webp, pages/<n>.webp, audio/<n>.<ext>
 *   stories/NN-<storyId>/my-voice/<n>.mp3       the parent's own reading of page n
 *                                               (story.json: with the voice consent given for it)
 *   characters/characters.json (with each look: from the photo and the parent's edits), characters/<id>.<ext>
 *   voice-samples/voice-samples.json, voice-samples/<id>.<ext>   (with each sample's voice consent:
 *                                               version, time, UI language and the words shown)
 * Every value written into HTML is escaped.
 */
import { heroNamesText } from '../../shared/hero-names.ts';
import { storyHeroes } from '../stories/story-heroes.ts';
import { once } from 'node:events';
import { ZipArchive } from 'archiver';
import type { Runtime } from '../runtime.ts';
import type { StoryRow } from '../stories/story-types.ts';
import { getUsage } from '../usage/get-usage.ts';
import { listRecordings } from '../recordings/page-recordings.ts';
import { exportQueries, type ChunkExport } from './queries.ts';

/** HTML text and attribute escaping. */
export const escapeHtml = (value: unknown): string =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The voice consent given with a page recording, as exported (the language and words shown). */
const consentOf = (r: { consentVersion: string; consentLocale: string | null; consentText: string | null; createdAt: Date } | undefined) =>
  r ? { version: r.consentVersion, locale: r.consentLocale, text: r.consentText, givenAt: r.createdAt } : null;

const extensionOf = (key: string) => key.split('.').pop() ?? 'bin';
const json = (value: unknown) => JSON.stringify(value, null, 2);

const PAGE_STYLE = `body{font-family:Georgia,serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1f2340;background:#fdfbf5;line-height:1.6}
h1{font-family:system-ui,sans-serif}section{margin:2.5rem 0;border-top:1px solid #ddd;padding-top:1.5rem}
img{max-width:100%;border-radius:12px}audio{width:100%;margin-top:.5rem}p.meta{color:#555;font-family:system-ui,sans-serif}`;

function bookHtml(story: StoryRow, chunks: ChunkExport[], files: { cover: string | null; pages: Map<number, { image?: string; audio?: string }> }): string {
  const title = story.title ?? 'Untitled story';
  const pages = chunks
    .map((chunk) => {
      const f = files.pages.get(chunk.position) ?? {};
      return `<section id="page-${chunk.position + 1}"><h2>Page ${chunk.position + 1}</h2>
${f.image ? `<img src="${escapeHtml(f.image)}" alt="Illustration of page ${chunk.position + 1}">` : ''}
<p>${escapeHtml(chunk.content)}</p>
${f.audio ? `<audio controls src="${escapeHtml(f.audio)}"></audio>` : ''}</section>`;
    })
    .join('\n');
  return `<!doctype html><html lang="${escapeHtml(story.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head><body>
<p class="meta"><a href="../../index.html">All stories</a></p>
<h1>${escapeHtml(title)}</h1>
<p class="meta">Starring ${escapeHtml(heroNamesText(storyHeroes(story).map((h) => (h.sheet as { name?: string })?.name ?? '')))} · ${escapeHtml(story.language)} · made ${escapeHtml(new Date(story.createdAt).toISOString().slice(0, 10))}</p>
${files.cover ? `<img src="${escapeHtml(files.cover)}" alt="Cover">` : ''}
${pages}
</body></html>`;
}

/**
 * Streams the account's ZIP into a new archive and returns it (a Readable). Entries are added
 * one at a time, each after the previous one was written out, so memory stays bounded.
 * Errors destroy the stream (the download breaks rather than ending in a truncated "success").
 */
export function streamAccountExport(runtime: Runtime, userId: string): ZipArchive {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  void fill(runtime, userId, archive).catch((error: unknown) => {
    runtime.log.error({ err: { message: (error as Error).message } }, 'account export failed');
    archive.destroy(error as Error);
  });
  return archive;
}

async function fill(runtime: Runtime, userId: string, archive: ZipArchive): Promise<void> {
  const { db, storage } = runtime;
  /** Adds one entry and waits until it is written out (backpressure: one object in memory). */
  const add = async (name: string, body: Buffer | string, store = false) => {
    const written = once(archive, 'entry');
    archive.append(body, { name, date: new Date(), store });
    await written;
  };
  /** Copies a stored object; false when it is missing (never fails the export for one lost file). */
  const copy = async (key: string | null, name: string) => {
    if (!key) return false;
    const object = await storage.get(key);
    if (!object) return false;
    // Pictures and audio are compressed formats already: stored, not deflated again.
    await add(name, object.body, true);
    return true;
  };

  const user = await exportQueries.user(db, userId);
  await add(
    'README.txt',
    'Your Bedtime Hero data.\n\nOpen index.html to read your stories. Each story folder holds story.json (the story as data), book.html (a readable book with its pictures and narration), its pictures and audio.\ncharacters/ holds what you uploaded and the look of each hero (the colours and features taken from the photo, and your own look edits), voice-samples/ your recordings; purchases.json, usage.json and credits.json your purchase history, usage and credits.\n',
  );
  await add('account.json', json({ id: userId, email: user?.email ?? null, createdAt: user?.createdAt ?? null, exportedAt: new Date() }));

  const stories = await exportQueries.stories(db, userId);
  const index: string[] = [];
  for (const [i, story] of stories.entries()) {
    const folder = `stories/${String(i + 1).padStart(2, '0')}-${story.id}`;
    const chunks = await exportQueries.chunks(db, story.id);
    const pages = new Map<number, { image?: string; audio?: string }>();
    const cover = (await copy(story.coverKey, `${folder}/cover.webp`)) ? 'cover.webp' : null;
    for (const chunk of chunks) {
      const files: { image?: string; audio?: string } = {};
      if (chunk.imageKey && (await copy(chunk.imageKey, `${folder}/pages/${chunk.position + 1}.${extensionOf(chunk.imageKey)}`)))
        files.image = `pages/${chunk.position + 1}.${extensionOf(chunk.imageKey)}`;
      if (chunk.audioKey && (await copy(chunk.audioKey, `${folder}/audio/${chunk.position + 1}.${extensionOf(chunk.audioKey)}`)))
        files.audio = `audio/${chunk.position + 1}.${extensionOf(chunk.audioKey)}`;
      pages.set(chunk.position, files);
    }
    const recordings = await listRecordings(db, story.id, userId);
    const myVoice = new Map<number, string>();
    for (const r of recordings.values()) {
      if (await copy(r.audioKey, `${folder}/my-voice/${r.position + 1}.mp3`)) myVoice.set(r.position, `my-voice/${r.position + 1}.mp3`);
    }
    await add(
      `${folder}/story.json`,
      json({
        id: story.id,
        title: story.title,
        status: story.status,
        language: story.language,
        age: story.age,
        moral: story.moralText ?? story.moralKey,
        wishes: story.freeText,
        illustrationStyle: story.illustrationStyle,
        hero: story.hero,
        // The story's other heroes, as the story was written with them.
        otherHeroes: (story.coHeroes ?? []).map((h) => h.sheet),
        narrationVoice: story.voice,
        createdAt: story.createdAt,
        completedAt: story.completedAt,
        cover: cover,
        pages: chunks.map((c) => ({
          page: c.position + 1,
          text: c.content,
          picture: pages.get(c.position)?.image ?? null,
          narration: pages.get(c.position)?.audio ?? null,
          narrationSeconds: c.audioDurationSeconds,
          timings: c.timings,
          myVoice: myVoice.get(c.position) ?? null,
          myVoiceTimings: recordings.get(c.position)?.timings ?? null,
          myVoiceConsent: consentOf(recordings.get(c.position)),
        })),
      }),
    );
    await add(`${folder}/book.html`, bookHtml(story, chunks, { cover, pages }));
    index.push(
      `<li><a href="${escapeHtml(`${folder}/book.html`)}">${escapeHtml(story.title ?? 'Untitled story')}</a> <small>(${escapeHtml(new Date(story.createdAt).toISOString().slice(0, 10))}, ${chunks.length} pages)</small></li>`,
    );
  }
  await add(
    'index.html',
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>My Bedtime Hero stories</title><style>${PAGE_STYLE}</style></head><body>
<h1>My Bedtime Hero stories</h1><p class="meta">${escapeHtml(user?.email ?? '')} · exported ${escapeHtml(new Date().toISOString().slice(0, 10))} · ${stories.length} stories</p>
<ul>${index.join('\n')}</ul></body></html>`,
  );

  // The look is kept data too: the colours and features taken from the photo, and the parent's own edits.
  const characters = await exportQueries.characters(db, userId);
  const characterList = [];
  for (const c of characters) {
    const photo = c.photoKey && (await copy(c.photoKey, `characters/${c.id}.${extensionOf(c.photoKey)}`)) ? `${c.id}.${extensionOf(c.photoKey)}` : null;
    characterList.push({
      id: c.id,
      name: c.name,
      kind: c.kind,
      gender: c.gender,
      age: c.age,
      description: c.description,
      photo,
      photoColours: c.palette ?? null,
      lookFromPhoto: c.photoLook ?? null,
      lookEdits: c.lookEdits ?? null,
      boundaries: c.boundaries ?? null,
      createdAt: c.createdAt,
    });
  }
  await add('characters/characters.json', json(characterList));

  const voices = await exportQueries.voiceSamples(db, userId);
  const voiceList = [];
  for (const v of voices) {
    const file = (await copy(v.audioKey, `voice-samples/${v.id}.${extensionOf(v.audioKey)}`)) ? `${v.id}.${extensionOf(v.audioKey)}` : null;
    voiceList.push({
      id: v.id,
      name: v.name,
      language: v.language,
      durationSeconds: v.durationSeconds,
      file,
      consentVersion: v.consentVersion,
      consentGivenAt: v.consentGivenAt,
      consentLocale: v.consentLocale,
      consentText: v.consentText,
      createdAt: v.createdAt,
    });
  }
  await add('voice-samples/voice-samples.json', json(voiceList));

  const purchases = await exportQueries.purchases(db, userId);
  await add('purchases.json', json(purchases));
  await add('usage.json', json(await getUsage(db, runtime.config, userId)));
  const grants = await exportQueries.creditGrants(db, userId);
  const adjustments = await exportQueries.creditAdjustments(db, userId);
  await add('credits.json', json({ grants, adjustments }));
  await archive.finalize();
}
