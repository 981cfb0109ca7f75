/**
 * The keepsake side of the 'story-export' job, called by render-video.ts for exports
 * of type 'audio' (MP3 audiobook: the narrated pages, a chapter each) and 'pdf' (picture book:
 * every page, on the export's paper). Stores the file under the story's prefix and marks the
 * export COMPLETED; a story deleted meanwhile leaves no file behind.
 */
import type { Runtime } from '../runtime.ts';
import { storageKeys } from '../storage/keys.ts';
import { findStoryForJob, listChunks } from '../stories/queries.ts';
import { composeAudiobook } from './compose-audiobook.ts';
import { composePictureBookInPool } from './picture-book-pool.ts';
import { coverPage } from '../pipeline/steps/make-pages.ts';
import { EXPORT_EXTENSIONS, setExportStatus, type ExportRow } from './queries.ts';

/** Stored as the export's error when the last attempt fails; the parent reads it on the button. */
export const KEEPSAKE_FAILED = {
  audio: 'We could not make an audiobook of this story.',
  pdf: 'We could not make a picture book of this story.',
} as const;

const CONTENT_TYPE = { audio: 'audio/mpeg', pdf: 'application/pdf' } as const;

/** Renders one audio or pdf export (throws to let the job retry). */
export async function renderKeepsake(runtime: Runtime, row: ExportRow & { type: 'audio' | 'pdf' }): Promise<void> {
  const story = await findStoryForJob(runtime.db, row.storyId);
  if (!story) return;
  if (!(await setExportStatus(runtime.db, row.id, 'IN_PROGRESS'))) return;
  const chunks = await listChunks(runtime.db, [row.storyId]);
  const read = async (key: string | null) => {
    if (!key) return null;
    const object = await runtime.storage.get(key);
    if (!object) throw new Error(`file ${key} is missing`);
    return object.body;
  };
  const coverKey = story.coverKey ?? chunks.find((c) => c.imageKey)?.imageKey ?? null;
  const cover = await read(coverKey);
  const started = Date.now();
  let file: Buffer;
  if (row.type === 'audio') {
    const pages = [];
    for (const chunk of chunks.filter((c) => c.audioKey)) pages.push({ audio: (await read(chunk.audioKey))! });
    file = (await composeAudiobook({ title: story.title ?? '', cover, pages })).mp3;
  } else {
    const pages = [];
    for (const chunk of chunks) pages.push({ image: await read(chunk.imageKey), text: chunk.content });
    // The printed cover is the full-size drawn cover, else the full picture the 480 px card cover
    // was cut from (the cover page's), not that card: at 480 px it printed soft on the title page.
    const drawnCover = story.coverKey ? (await runtime.storage.get(storageKeys.storyCoverPrint(row.storyId)))?.body : undefined;
    const coverChunk = coverPage(chunks.filter((c) => c.imageKey));
    const printCover = drawnCover ?? ((coverChunk && pages[chunks.indexOf(coverChunk)]?.image) || cover);
    file = await composePictureBookInPool({ title: story.title ?? '', language: story.language, paper: row.paper ?? 'a4', cover: printCover, pages });
  }
  const key = storageKeys.keepsakeExport(row.storyId, row.id, EXPORT_EXTENSIONS[row.type] as 'mp3' | 'pdf');
  await runtime.storage.put(key, file, CONTENT_TYPE[row.type]);
  const stillThere = await setExportStatus(runtime.db, row.id, 'COMPLETED', { storageKey: key });
  if (!stillThere) await runtime.storage.delete(key);
  runtime.log.info(
    { exportId: row.id, storyId: row.storyId, type: row.type, pages: chunks.length, renderMs: Date.now() - started, bytes: file.length },
    'keepsake export done',
  );
}
