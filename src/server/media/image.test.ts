import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { FIXTURES_DIR } from '../../../tests/helpers/fixtures.ts';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BLUE,
  HTML_PAYLOAD,
  RED,
  bandColour,
  fakeJpegHtml,
  makeGif,
  makeJpeg,
  makePng,
  makePngBomb,
  makeSvg,
  makeWebp,
  near,
  polyglotJpegHtml,
  polyglotPngZip,
  withExifGps,
  withOrientation,
} from '../../../tests/helpers/make-images.ts';
import { sniffPhoto } from './image.ts';
import { processPhoto } from './process-photo.ts';

const UNSUPPORTED = {
  code: 'unsupported_media_type',
  message: 'Unsupported file format. Please use one of: jpeg, jpg, png, webp, svg',
};

/** The stored result must be a plain WebP whose top is red and bottom is blue, like the input. */
async function expectRedOverBlue(data: Buffer) {
  expect(sniffPhoto(data)).toBe('webp');
  expect(near(await bandColour(data, 0.05, 0.4), RED)).toBe(true);
  expect(near(await bandColour(data, 0.6, 0.95), BLUE)).toBe(true);
}

describe('processPhoto accepts every accepted photo type (jpeg, png, webp, svg) and re-encodes it', () => {
  it.each([
    ['jpeg', () => makeJpeg(640, 520)],
    ['png', () => makePng(640, 520)],
    ['webp', () => makeWebp(640, 520)],
    ['svg', async () => Buffer.from(makeSvg(640, 520))],
  ] as const)('%s', async (format, make) => {
    const input = await make();
    const photo = await processPhoto(input);
    expect(photo.sourceFormat).toBe(format);
    expect(photo.contentType).toBe('image/webp');
    expect(photo.data.equals(input)).toBe(false);
    const meta = await sharp(photo.data).metadata();
    expect([meta.width, meta.height]).toEqual([photo.width, photo.height]);
    // Rasters keep their size; the vector is drawn at 2048 px on its long side (640:520 → 2048x1664).
    expect([photo.width, photo.height]).toEqual(format === 'svg' ? [2048, 1664] : [640, 520]);
    await expectRedOverBlue(photo.data);
  });

  it('accepts the 500x500 boundary and downscales big photos to 2048 px on the long side', async () => {
    expect(await processPhoto(await makePng(500, 500))).toMatchObject({ width: 500, height: 500 });
    const big = await processPhoto(await makeJpeg(3000, 1200));
    expect([big.width, big.height]).toEqual([2048, 819]);
  });

  it('removes EXIF, including the GPS position, from a phone photo', async () => {
    const input = await withExifGps(await makeJpeg(800, 600));
    const inputExif = (await sharp(input).metadata()).exif;
    // The input really carries EXIF with a GPS IFD (tag 0x8825, in either byte order).
    expect(inputExif?.toString('latin1')).toContain('TestCam');
    expect(inputExif?.includes(Buffer.from([0x88, 0x25])) || inputExif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const photo = await processPhoto(input);
    const meta = await sharp(photo.data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(photo.data.toString('latin1')).not.toMatch(/TestCam|Exif|GPS/);
  });

  it('applies the EXIF orientation before measuring, so a sideways phone photo comes out upright', async () => {
    const upright = await makeJpeg(600, 800); // as the parent sees it
    const stored = await sharp(upright).rotate(-90).jpeg().toBuffer(); // as the camera stored it: 800x600
    const photo = await processPhoto(await withOrientation(stored, 6));
    expect([photo.width, photo.height]).toEqual([600, 800]);
    await expectRedOverBlue(photo.data);
  });
});

describe('processPhoto refuses what is not a photo', () => {
  it.each([
    ['text named .png', async () => Buffer.from('just some notes, definitely not a picture')],
    ['an HTML page', async () => Buffer.from(`<!doctype html>${HTML_PAYLOAD}`)],
    ['an HTML page with inline <svg>', async () => Buffer.from('<html><body><svg viewBox="0 0 9 9"></svg></body></html>')],
    ['a GIF', () => makeGif(600, 600)],
    ['JPEG magic bytes followed by HTML', async () => fakeJpegHtml()],
    ['PNG magic bytes followed by garbage', async () => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(500, 1)])],
    ['a truncated JPEG', async () => (await makeJpeg(800, 800)).subarray(0, 4000)],
  ])('%s', async (_name, make) => {
    await expect(processPhoto(await make())).rejects.toMatchObject(UNSUPPORTED);
  });

  it('strips what hides behind a real image: JPEG+HTML and PNG+zip polyglots come out as pixels only', async () => {
    for (const polyglot of [await polyglotJpegHtml(), await polyglotPngZip()]) {
      const photo = await processPhoto(polyglot);
      const text = photo.data.toString('latin1');
      expect(text).not.toContain('<script');
      expect(text).not.toContain('PK\u0003\u0004');
      expect(text).not.toContain('index.html');
      await expectRedOverBlue(photo.data);
    }
  });

  it('answers empty and oversize files with the upload error words', async () => {
    await expect(processPhoto(Buffer.alloc(0))).rejects.toMatchObject({ code: 'validation_failed', message: expect.stringMatching(/empty/) });
    const eleven = Buffer.concat([await makePng(600, 600), Buffer.alloc(11 * 1024 * 1024)]);
    await expect(processPhoto(eleven)).rejects.toMatchObject({ code: 'payload_too_large', message: 'File size exceeds 10MB limit.' });
  });

  it('names the size of a photo under 500x500 (after orientation)', async () => {
    await expect(processPhoto(await makeJpeg(499, 800))).rejects.toMatchObject({
      code: 'validation_failed',
      message: 'The photo is too small (499x800). Please use a photo of at least 500 by 500 pixels.',
    });
    const sideways = await withOrientation(await makeJpeg(800, 499), 6);
    await expect(processPhoto(sideways)).rejects.toMatchObject({ message: expect.stringContaining('(499x800)') });
  });

  it('refuses a decompression bomb from its header, quickly', async () => {
    const bomb = makePngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200_000); // 400 megapixels in a small file
    const started = performance.now();
    await expect(processPhoto(bomb)).rejects.toMatchObject({
      code: 'payload_too_large',
      message: 'The photo is too large (20000x20000 pixels). Please use a photo of at most 50 megapixels.',
    });
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('processPhoto turns SVG into a safe raster', () => {
  const dir = mkdtempSync(join(tmpdir(), 'photo-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const GREEN = { r: 0, g: 200, b: 0 };

  it('never paints a server file or a remote resource the SVG points at', async () => {
    // resvg reads local paths by itself: without the sanitizer this green file covers the picture.
    const secret = join(dir, 'other-users-photo.png');
    writeFileSync(
      secret,
      await sharp({ create: { width: 50, height: 50, channels: 3, background: GREEN } })
        .png()
        .toBuffer(),
    );
    const svg = makeSvg(
      600,
      600,
      `<image href="${secret}" x="0" y="0" width="600" height="600"/>` +
        `<image xlink:href="file://${secret}" x="0" y="0" width="600" height="600"/>` +
        `<image href="http://127.0.0.1:9/tracker.png" x="0" y="0" width="600" height="600"/>`,
    );
    const photo = await processPhoto(Buffer.from(svg));
    await expectRedOverBlue(photo.data);
  });

  it('drops script, foreignObject and event handlers; what is stored is pixels, not SVG', async () => {
    const svg = makeSvg(
      600,
      600,
      `<script>document.body.innerHTML = "pwned"</script>` +
        `<foreignObject x="0" y="0" width="600" height="600"><div xmlns="http://www.w3.org/1999/xhtml" style="background:#0c0;width:600px;height:600px">pwned</div></foreignObject>` +
        `<rect width="600" height="600" fill="none" onload="alert(1)" onclick="alert(2)"/>`,
    );
    const photo = await processPhoto(Buffer.from(svg));
    expect(photo.data.toString('latin1')).not.toMatch(/pwned|alert|<svg|<script/);
    await expectRedOverBlue(photo.data);
  });

  it('draws a tiny declared size big enough (vector art has no fixed resolution)', async () => {
    const withViewBox = await processPhoto(Buffer.from(makeSvg(40, 30, '', 'width="4" height="3" viewBox="0 0 40 30"')));
    expect([withViewBox.width, withViewBox.height]).toEqual([2048, 1536]);
    const iconSize = await processPhoto(Buffer.from(makeSvg(16, 16, '', 'width="16" height="16"')));
    expect([iconSize.width, iconSize.height]).toEqual([2048, 2048]);
    await expectRedOverBlue(iconSize.data);
  });

  it('still refuses a strip too thin to give 500 px on its short side', async () => {
    await expect(processPhoto(Buffer.from(makeSvg(5000, 500)))).rejects.toMatchObject({
      message: 'The photo is too small (2048x205). Please use a photo of at least 500 by 500 pixels.',
    });
  });

  it('refuses a decompression bomb embedded as a data: image, and a <use> bomb', async () => {
    const bomb = makePngBomb(20_000, 20_000).toString('base64');
    const embedded = makeSvg(600, 600, `<image href="data:image/png;base64,${bomb}" width="600" height="600"/>`);
    await expect(processPhoto(Buffer.from(embedded))).rejects.toMatchObject({ code: 'payload_too_large' });

    let defs = '<g id="l0"><rect width="1" height="1"/></g>';
    for (let level = 1; level <= 7; level++) defs += `<g id="l${level}">${`<use href="#l${level - 1}"/>`.repeat(10)}</g>`;
    const useBomb = makeSvg(600, 600, `<defs>${defs}</defs><use href="#l7"/>`);
    await expect(processPhoto(Buffer.from(useBomb))).rejects.toMatchObject({ code: 'validation_failed' });
  });

  it('refuses an SVG that uses DTD entities (XXE) instead of resolving them', async () => {
    const xxe =
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>` +
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600"><text y="20">&x;</text></svg>`;
    await expect(processPhoto(Buffer.from(xxe))).rejects.toMatchObject(UNSUPPORTED);
  });
});

const FIXTURES = FIXTURES_DIR;

describe.skipIf(!existsSync(FIXTURES))('real photos from the shared fixtures', () => {
  it.each([
    ['photo_human_astronaut_512x512.png', 512, 512, 'png'],
    ['photo_human_grace_hopper_517x606.jpg', 517, 606, 'jpeg'],
    ['photo_animal_raccoon_1024x768.jpg', 1024, 768, 'jpeg'],
    ['photo_object_airplane_768x512.webp', 768, 512, 'webp'],
  ])('%s passes at %ix%i', async (file, width, height, format) => {
    const input = readFileSync(join(FIXTURES, file));
    const started = performance.now();
    const photo = await processPhoto(input);
    const ms = performance.now() - started;
    console.info(`[photo] ${file}: ${input.length} B → ${photo.data.length} B webp in ${ms.toFixed(0)} ms`);
    expect(photo).toMatchObject({ width, height, sourceFormat: format, contentType: 'image/webp' });
    // Re-encoding must not visibly change the picture: mean pixel difference at full size.
    const pixels = (b: Buffer) => sharp(b).removeAlpha().raw().toBuffer();
    const [a, b] = [await pixels(input), await pixels(photo.data)];
    const meanDiff = a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0) / a.length;
    console.info(`[photo] ${file}: mean abs pixel difference ${meanDiff.toFixed(2)} / 255`);
    expect(meanDiff).toBeLessThan(6);
    expect(ms).toBeLessThan(5_000);
  });

  it('photo_too_small_cat_451x300.png is refused as too small', async () => {
    await expect(processPhoto(readFileSync(join(FIXTURES, 'photo_too_small_cat_451x300.png')))).rejects.toMatchObject({
      code: 'validation_failed',
      message: 'The photo is too small (451x300). Please use a photo of at least 500 by 500 pixels.',
    });
  });
});
