/**
 * The MP3 audiobook keepsake: the pages' narration one after another (with the
 * video's page-turn pause between pages), one ID3v2 chapter per page (CHAP frames listed in an
 * ordered, top-level CTOC), and the story's title, the site as artist and the cover picture
 * (APIC, front cover) in the ID3 tag, so podcast and audiobook players show pages and cover.
 *
 * Audio: every page's narration is decoded to mono PCM at 44.1 kHz and the book encoded as one
 * mono MP3 (libmp3lame, 64 kb/s) with a LAME/Xing header, all with FFmpeg 8 in the media pool's
 * child process (src/server/media: decodeToMono, encodeMp3InPool), so players know the exact
 * length. Tags: node-id3 (CHAP frames and an ordered CTOC). Chapter times come from the same
 * sample counts, so they never drift.
 */
import NodeID3 from 'node-id3';
import sharp from 'sharp';
import { decodeToMono } from '../media/decode-audio.ts';
import { encodeMp3InPool } from '../media/media-pool.ts';
import { PAGE_TURN_PAUSE_SECONDS } from './compose-video.ts';

/** Output sample rate in Hz. */
export const AUDIOBOOK_RATE = 44_100;
/** Most pages an audiobook can have: a CTOC frame counts its entries in one byte. */
export const AUDIOBOOK_MAX_PAGES = 255;

export interface AudiobookInput {
  title: string;
  /** The cover picture (any format sharp reads); null: no picture in the tag. */
  cover: Buffer | null;
  /** Each page's narration (any format ffmpeg reads), in reading order. */
  pages: { audio: Buffer }[];
}

export interface ComposedAudiobook {
  mp3: Buffer;
  /** Total length in seconds: narration plus the pauses between pages. */
  durationSeconds: number;
  /** One chapter per page, in milliseconds from the start. */
  chapters: { startMs: number; endMs: number }[];
}

/** Chapter ids in the tag: 'page1', 'page2', … */
export const chapterId = (index: number) => `page${index + 1}`;

/**
 * Renders the audiobook. Throws when there are no (or too many) pages, a narration cannot be
 * read or encoding fails.
 */
export async function composeAudiobook(input: AudiobookInput, options: { timeoutMs?: number } = {}): Promise<ComposedAudiobook> {
  const n = input.pages.length;
  if (n === 0) throw new Error('an audiobook needs at least one narrated page');
  if (n > AUDIOBOOK_MAX_PAGES) throw new Error(`an audiobook can have at most ${AUDIOBOOK_MAX_PAGES} pages`);
  const timeoutMs = options.timeoutMs ?? 5 * 60_000;
  // Each page decoded in the media pool (bounded: a narration is minutes at most).
  const decoded: Float32Array[] = [];
  for (const page of input.pages) {
    const { samples: pcm } = await decodeToMono(page.audio, { sampleRate: AUDIOBOOK_RATE, maxSeconds: 15 * 60 });
    if (pcm.length === 0) throw new Error('a page narration holds no audio');
    decoded.push(pcm);
  }
  // Page lengths in samples, the pause included (not after the last page).
  const samples = decoded.map((pcm, i) => pcm.length + (i < n - 1 ? Math.round(PAGE_TURN_PAUSE_SECONDS * AUDIOBOOK_RATE) : 0));
  const starts = [0];
  for (const s of samples) starts.push(starts.at(-1)! + s);
  const book = new Float32Array(starts[n]!);
  for (const [i, pcm] of decoded.entries()) book.set(pcm, starts[i]!);
  const mp3 = await encodeMp3InPool(book, { sampleRate: AUDIOBOOK_RATE, bitrate: '64k', timeoutMs });

  const chapters = samples.map((_, i) => ({
    startMs: Math.round((starts[i]! / AUDIOBOOK_RATE) * 1000),
    endMs: Math.round((starts[i + 1]! / AUDIOBOOK_RATE) * 1000),
  }));
  const cover = input.cover ? await sharp(input.cover).resize(600, 600, { fit: 'cover' }).jpeg({ quality: 85 }).toBuffer() : null;
  const tags: NodeID3.Tags = {
    title: input.title,
    album: input.title,
    artist: 'Bedtime Hero',
    genre: 'Audiobook',
    ...(cover ? { image: { mime: 'image/jpeg', type: { id: 3, name: 'front cover' }, description: 'Cover', imageBuffer: cover } } : {}),
    chapter: chapters.map((c, i) => ({ elementID: chapterId(i), startTimeMs: c.startMs, endTimeMs: c.endMs, tags: { title: `Page ${i + 1}` } })),
    tableOfContents: [{ elementID: 'toc', isOrdered: true, elements: chapters.map((_, i) => chapterId(i)), tags: { title: input.title } }],
  };
  const tagged = NodeID3.write(tags, mp3);
  if (!(tagged instanceof Buffer)) throw new Error('could not write the audiobook tags');
  return { mp3: tagged, durationSeconds: starts[n]! / AUDIOBOOK_RATE, chapters };
}
