/**
 * The keepsake exports over real HTTP: an MP3 audiobook with a chapter per narrated
 * page and the story's length, and a PDF picture book (A4 and US Letter) with a cover plus one
 * page per story page and every font embedded, for an English and an Arabic story. Checked the
 * way a player or a printer reads them: ffprobe and node-id3 for the MP3, pdf-lib for the PDF.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import NodeID3 from 'node-id3';
import { PDFDict, PDFDocument, PDFName, PDFRef } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_TURN_PAUSE_SECONDS } from '../../../src/server/exports/compose-video.ts';
import { probeDuration } from '../../../src/server/exports/story-video.ts';
import { EXPORT_NEEDS_AUDIO } from '../../../src/server/exports/create-export.ts';
import sharp from 'sharp';
import { composePictureBook, PAPER_SIZES } from '../../../src/server/exports/compose-picture-book.ts';
import { execFfmpeg, ffprobePath } from '../../../src/server/media/ffmpeg.ts';
import { createStory } from '../../../src/server/stories/create-story.ts';
import { findStory, listChunks } from '../../../src/server/stories/queries.ts';
import { authHeader, createTestUser, type TestUser } from '../../helpers/auth.ts';
import { seedCharacter, waitForStory } from '../../helpers/seed.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';

interface ExportBody {
  id: string;
  type: string;
  paper: string | null;
  status: string;
  storage_url: string | null;
  error: string | null;
}

describe('keepsake exports', () => {
  let app: TestApp;
  let alice: TestUser;
  let english: string;
  let arabic: string;
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'bh-keepsake-test-'));

  const post = (user: TestUser, id: string, body: unknown) =>
    app.fetch(`/v1/stories/${id}/exports`, {
      method: 'POST',
      headers: { ...authHeader(user), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  async function makeStory(user: TestUser, language: 'en' | 'ar', narrated: boolean): Promise<string> {
    const characterId = await seedCharacter(app.runtime, user.userId);
    const { id } = await createStory(
      app.runtime,
      user.userId,
      { storyIn: { age: 4, moral: 'sharing', freeText: '', language }, illustrationStyle: 'watercolor', characterId, voiceSampleIn: null },
      { enrichByVoice: narrated, enrichByImage: true },
    );
    expect((await waitForStory(app.runtime, id)).at(-1)).toBe('COMPLETE');
    return id;
  }

  /** Requests an export, waits for it and downloads it; returns the file and the final body. */
  async function exportFile(id: string, body: unknown): Promise<{ file: Buffer; done: ExportBody; contentType: string | null; disposition: string | null }> {
    const res = await post(alice, id, body);
    expect(res.status, await res.clone().text()).toBe(201);
    const requested = (await res.json()) as ExportBody;
    const deadline = Date.now() + 120_000;
    let done = requested;
    while (done.status !== 'COMPLETED' && done.status !== 'FAILED' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      done = (await (await app.fetch(`/v1/stories/${id}/exports/${requested.id}`, { headers: authHeader(alice) })).json()) as ExportBody;
    }
    expect(done.status, done.error ?? '').toBe('COMPLETED');
    const download = await fetch(new URL(done.storage_url!, app.url));
    expect(download.status).toBe(200);
    return {
      file: Buffer.from(await download.arrayBuffer()),
      done,
      contentType: download.headers.get('content-type'),
      disposition: download.headers.get('content-disposition'),
    };
  }

  /** Every font of every page, with whether its program (FontFile, FontFile2 or FontFile3) is in the file. */
  function fontsOf(pdf: PDFDocument): { name: string; embedded: boolean }[] {
    const seen = new Map<string, boolean>();
    const lookup = <T>(v: unknown) => (v instanceof PDFRef ? pdf.context.lookup(v) : v) as T;
    for (const page of pdf.getPages()) {
      const fonts = lookup<PDFDict | undefined>(lookup<PDFDict>(page.node.Resources()).get(PDFName.of('Font')));
      if (!fonts) continue;
      for (const [, ref] of fonts.entries()) {
        const font = lookup<PDFDict>(ref);
        const name = String(font.get(PDFName.of('BaseFont')));
        // Type0 (CID) fonts keep the descriptor in their descendant font.
        const descendants = lookup<{ get(i: number): unknown } | undefined>(font.get(PDFName.of('DescendantFonts')));
        const cid = descendants ? lookup<PDFDict>(descendants.get(0)) : font;
        const descriptor = lookup<PDFDict | undefined>(cid.get(PDFName.of('FontDescriptor')));
        const embedded = !!descriptor && ['FontFile', 'FontFile2', 'FontFile3'].some((k) => descriptor.has(PDFName.of(k)));
        seen.set(name, embedded);
      }
    }
    return [...seen].map(([name, embedded]) => ({ name, embedded }));
  }

  /** Pixel sizes of every picture drawn on each page (image XObjects), page by page. */
  function picturesOf(pdf: PDFDocument): { width: number; height: number }[][] {
    const lookup = <T>(v: unknown) => (v instanceof PDFRef ? pdf.context.lookup(v) : v) as T;
    return pdf.getPages().map((page) => {
      const objects = lookup<PDFDict | undefined>(lookup<PDFDict>(page.node.Resources()).get(PDFName.of('XObject')));
      if (!objects) return [];
      return [...objects.entries()]
        .map(([, ref]) => lookup<{ dict: PDFDict }>(ref).dict)
        .filter((dict) => String(dict.get(PDFName.of('Subtype'))) === '/Image')
        .map((dict) => ({ width: Number(String(dict.get(PDFName.of('Width')))), height: Number(String(dict.get(PDFName.of('Height')))) }));
    });
  }

  beforeAll(async () => {
    app = await startTestApp();
    alice = await createTestUser(app);
    english = await makeStory(alice, 'en', true);
    arabic = await makeStory(alice, 'ar', true);
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    // KEEPSAKE_LOOK_DIR=tmp/look keeps the files to look at (pdftoppm, a player).
    if (process.env.KEEPSAKE_LOOK_DIR) cpSync(tmp, process.env.KEEPSAKE_LOOK_DIR, { recursive: true });
    rmSync(tmp, { recursive: true, force: true });
  });

  it('makes an MP3 audiobook with one chapter per page, the story length, title and cover', async () => {
    const { file, done, contentType, disposition } = await exportFile(english, { type: 'audio' });
    expect(done.type).toBe('audio');
    expect(contentType).toBe('audio/mpeg');
    const title = (await findStory(app.runtime.db, { kind: 'private', userId: alice.userId }, english))!.title!;
    expect(disposition).toContain('.mp3"');
    const mp3 = path.join(tmp, 'book.mp3');
    writeFileSync(mp3, file);

    const chunks = await listChunks(app.runtime.db, [english]);
    const narration: number[] = [];
    for (const [i, chunk] of chunks.entries()) {
      const f = path.join(tmp, `page-${i}`);
      writeFileSync(f, (await app.runtime.storage.get(chunk.audioKey!))!.body);
      narration.push(await probeDuration(f));
    }
    const expected = narration.reduce((a, b) => a + b, 0) + PAGE_TURN_PAUSE_SECONDS * (chunks.length - 1);

    // What a player sees: ffprobe reads the ID3 chapters and the length.
    const probe = JSON.parse(
      (await execFfmpeg(['-v', 'error', '-show_chapters', '-show_format', '-show_streams', '-of', 'json', mp3], { binary: ffprobePath })).stdout.toString(),
    ) as {
      chapters: { start_time: string; end_time: string; tags?: { title?: string } }[];
      format: { duration: string; tags?: { title?: string } };
      streams: { codec_name: string; codec_type: string }[];
    };
    expect(probe.streams.find((s) => s.codec_type === 'audio')!.codec_name).toBe('mp3');
    expect(probe.chapters).toHaveLength(chunks.length);
    expect(Math.abs(Number(probe.format.duration) - expected)).toBeLessThan(0.2);
    expect(probe.format.tags?.title).toBe(title);
    let start = 0;
    for (const [i, chapter] of probe.chapters.entries()) {
      expect(chapter.tags?.title).toBe(`Page ${i + 1}`);
      expect(Math.abs(Number(chapter.start_time) - start)).toBeLessThan(0.01);
      start += narration[i]! + (i < chunks.length - 1 ? PAGE_TURN_PAUSE_SECONDS : 0);
      expect(Math.abs(Number(chapter.end_time) - start)).toBeLessThan(0.01);
    }

    // The tag itself: an ordered table of contents listing every chapter, and a front cover JPEG.
    const tags = NodeID3.read(file);
    expect(tags.title).toBe(title);
    expect(tags.tableOfContents).toHaveLength(1);
    expect(tags.tableOfContents![0]!.isOrdered).toBe(true);
    expect(tags.tableOfContents![0]!.elements).toEqual(chunks.map((_, i) => `page${i + 1}`));
    expect(tags.chapter).toHaveLength(chunks.length);
    const image = tags.image as { mime: string; imageBuffer: Buffer };
    expect(image.mime).toBe('image/jpeg');
    expect(image.imageBuffer.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  }, 180_000);

  it('makes an A4 and a US Letter picture book: a cover plus one page per story page, every font embedded', async () => {
    const chunks = await listChunks(app.runtime.db, [english]);
    for (const paper of ['a4', 'letter'] as const) {
      const { file, done, contentType } = await exportFile(english, { type: 'pdf', paper });
      expect(done.paper).toBe(paper);
      expect(contentType).toBe('application/pdf');
      writeFileSync(path.join(tmp, `book-${paper}.pdf`), file);
      const pdf = await PDFDocument.load(file);
      expect(pdf.getPageCount()).toBe(chunks.length + 1);
      for (const page of pdf.getPages()) {
        expect(page.getWidth()).toBeCloseTo(PAPER_SIZES[paper].width, 1);
        expect(page.getHeight()).toBeCloseTo(PAPER_SIZES[paper].height, 1);
      }
      const fonts = fontsOf(pdf);
      expect(fonts.map((f) => f.name).join(' ')).toMatch(/Nunito/);
      expect(
        fonts.every((f) => f.embedded),
        JSON.stringify(fonts),
      ).toBe(true);
      expect(pdf.getTitle()).toBe((await findStory(app.runtime.db, { kind: 'private', userId: alice.userId }, english))!.title);
      // Print needs the pictures at their full 1024 px, the cover page's too (it was the 480 px story-card cover, soft on paper).
      const pictures = picturesOf(pdf);
      expect(pictures.length).toBe(chunks.length + 1);
      for (const [i, onPage] of pictures.entries()) {
        expect(onPage.length, `page ${i}`).toBe(1);
        expect(onPage[0], `page ${i}`).toEqual({ width: 1024, height: 1024 });
      }
    }
  }, 240_000);

  it('embeds a large picture at print resolution at most (300 dpi on the paper), never more', async () => {
    const big = await sharp({ create: { width: 4096, height: 4096, channels: 3, background: { r: 60, g: 90, b: 160 } } })
      .png()
      .toBuffer();
    const small = await sharp({ create: { width: 640, height: 640, channels: 3, background: { r: 200, g: 120, b: 60 } } })
      .png()
      .toBuffer();
    const file = await composePictureBook({
      title: 'Big',
      language: 'en',
      paper: 'a4',
      cover: big,
      pages: [
        { image: big, text: 'A page.' },
        { image: small, text: 'Another.' },
      ],
    });
    const pictures = picturesOf(await PDFDocument.load(file)).flat();
    const most = Math.ceil((PAPER_SIZES.a4.height / 72) * 300);
    expect(pictures).toEqual([
      { width: most, height: most },
      { width: most, height: most },
      { width: 640, height: 640 },
    ]);
  });

  it('makes an Arabic picture book with the Arabic face embedded', async () => {
    const chunks = await listChunks(app.runtime.db, [arabic]);
    const { file } = await exportFile(arabic, { type: 'pdf' });
    writeFileSync(path.join(tmp, 'book-ar.pdf'), file);
    const pdf = await PDFDocument.load(file);
    expect(pdf.getPageCount()).toBe(chunks.length + 1);
    const fonts = fontsOf(pdf);
    expect(fonts.map((f) => f.name).join(' ')).toMatch(/NotoSansArabic/);
    expect(fonts.every((f) => f.embedded)).toBe(true);
  }, 180_000);

  it('reuses a finished keepsake, keeps paper sizes apart and refuses what cannot be made', async () => {
    const again = await post(alice, english, { type: 'audio' });
    expect(again.status).toBe(200);
    expect(((await again.json()) as ExportBody).status).toBe('COMPLETED');
    const rows = await app.runtime.db.query<{ type: string; paper: string | null }>(
      'SELECT type, paper FROM exports WHERE story_id = $1 ORDER BY type, paper',
      [english],
    );
    expect(rows).toEqual([
      { type: 'audio', paper: null },
      { type: 'pdf', paper: 'a4' },
      { type: 'pdf', paper: 'letter' },
    ]);

    const badPaper = await post(alice, english, { type: 'pdf', paper: 'a5' });
    expect(badPaper.status).toBe(422);
    expect(((await badPaper.json()) as { message: string }).message).toMatch(/paper size/);
    const bob = await createTestUser(app);
    expect((await post(bob, english, { type: 'pdf' })).status).toBe(404);

    const silent = await makeStory(alice, 'en', false);
    const noAudio = await post(alice, silent, { type: 'audio' });
    expect(noAudio.status).toBe(422);
    expect(((await noAudio.json()) as { message: string }).message).toBe(EXPORT_NEEDS_AUDIO);
    // A picture book needs no narration.
    expect((await post(alice, silent, { type: 'pdf' })).status).toBe(201);
  }, 120_000);
});
