/**
 * The MP3 audiobook keepsake (issue 21.5): the pages' narration one after another (with the
 * video's page-turn pause between pages), one ID3v2 chapter per page (CHAP frames listed in an
 * ordered, top-level CTOC), and the story's title, the site as artist and the cover picture
 * (APIC, front cover) in the ID3 tag, so podcast and audiobook players show pages and cover.
 *
 * Audio: ffmpeg (src/server/media/ffmpeg.ts execFfmpeg, local files only) decodes every page,
 * pads each to an exact sample count and encodes mono MP3 (libmp3lame, 64 kb/s, 44.1 kHz) with
 * a LAME/Xing header, so players know the exact length. Tags: node-id3 (ffmpeg 4 writes CHAP
 * but no CTOC). Chapter times come from the same sample counts, so they never drift.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import NodeID3 from 'node-id3';
import sharp from 'sharp';
import { execFfmpeg } from '../media/ffmpeg.ts';
import { PAGE_TURN_PAUSE_SECONDS, probeDuration } from './compose-video.ts';

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
 * read or ffmpeg fails. Uses a temp folder that is always removed.
 */
export async function composeAudiobook(input: AudiobookInput, options: { timeoutMs?: number } = {}): Promise<ComposedAudiobook> {
  const n = input.pages.length;
  if (n === 0) throw new Error('an audiobook needs at least one narrated page');
  if (n > AUDIOBOOK_MAX_PAGES) throw new Error(`an audiobook can have at most ${AUDIOBOOK_MAX_PAGES} pages`);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bh-audiobook-'));
  try {
    const files: string[] = [];
    const seconds: number[] = [];
    for (const [i, page] of input.pages.entries()) {
      const file = path.join(dir, `page-${i}`);
      await writeFile(file, page.audio);
      files.push(file);
      seconds.push(await probeDuration(file));
    }
    // Page lengths in samples, the pause included (not after the last page).
    const samples = seconds.map((s, i) => Math.round((s + (i < n - 1 ? PAGE_TURN_PAUSE_SECONDS : 0)) * AUDIOBOOK_RATE));
    const starts = [0];
    for (const s of samples) starts.push(starts.at(-1)! + s);

    const args = ['-y', '-v', 'error'];
    for (const f of files) args.push('-protocol_whitelist', 'file', '-i', f);
    const graph = files.map(
      (_, i) => `[${i}:a]aresample=${AUDIOBOOK_RATE},aformat=sample_fmts=fltp:channel_layouts=mono,apad=whole_len=${samples[i]},atrim=end_sample=${samples[i]}[a${i}]`,
    );
    graph.push(`${files.map((_, i) => `[a${i}]`).join('')}concat=n=${n}:v=0:a=1[out]`);
    const out = path.join(dir, 'story.mp3');
    args.push('-filter_complex', graph.join(';'), '-map', '[out]', '-map_metadata', '-1', '-c:a', 'libmp3lame', '-b:a', '64k', '-ar', String(AUDIOBOOK_RATE), '-ac', '1', '-write_xing', '1', '-id3v2_version', '0', out);
    await execFfmpeg(args, { timeoutMs: options.timeoutMs ?? 5 * 60_000 });

    const chapters = samples.map((_, i) => ({ startMs: Math.round((starts[i]! / AUDIOBOOK_RATE) * 1000), endMs: Math.round((starts[i + 1]! / AUDIOBOOK_RATE) * 1000) }));
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
    const tagged = NodeID3.write(tags, await readFile(out));
    if (!(tagged instanceof Buffer)) throw new Error('could not write the audiobook tags');
    return { mp3: tagged, durationSeconds: starts[n]! / AUDIOBOOK_RATE, chapters };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
