/**
 * Server-side validation and normalisation of character photos (never
 * trust the client). The file name and Content-Type are ignored; the bytes decide.
 *
 * The decisive guard against polyglots (a JPEG that is also HTML, a PNG with a zip appended,
 * an SVG with script) is that nothing the user sent is ever stored: every accepted photo is
 * decoded to pixels and re-encoded by us, so only pixels survive. Metadata (EXIF incl. GPS,
 * XMP, comments, ICC) is dropped after the EXIF orientation has been applied and colours
 * converted to sRGB.
 *
 * Output is always WebP (quality 90): photos are about 10x smaller than as PNG (raccoon
 * fixture: 181 KB vs 1.97 MB), it keeps the alpha channel that SVG drawings and cut-out PNGs need (JPEG cannot), and every
 * consumer we have reads it (browsers, sharp, OpenAI image edits).
 */
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { existsSync } from 'node:fs';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { Resvg, type RenderedImage, type ResvgRenderOptions } from '@resvg/resvg-js';
import { isAppError } from '../errors.ts';
import { LIMITS } from '../../shared/limits.ts';
import { sanitizeSvgDocument } from './svg-sanitize.ts';
import { PHOTO_MAX_INPUT_PIXELS, photoTooManyPixels, photoTooSmall, unsupportedFormat } from './upload-errors.ts';

/** Photo types we accept, by their real (sniffed) format: jpeg/jpg, png, webp, svg. */
export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'svg';

/** Longest side of a stored photo, in pixels; bigger photos are downscaled. */
export const PHOTO_MAX_SIDE_PX = 2048;

/** WebP quality of stored photos (0-100); 90 keeps faces and fur detail without visible blocks
 * (mean pixel difference to the fixtures' originals: 0.8-2.1 of 255). */
const WEBP_QUALITY = 90;

/** Options of processPhoto. */
export interface ProcessPhotoOptions {
  /** Whose upload this is: an SVG's drawing counts against that account's share of the media pool. */
  account?: string;
}

/** A validated photo, re-encoded by us. */
export interface ProcessedPhoto {
  /** The encoded image; contains pixels only, no metadata. */
  data: Buffer;
  /** Pixel size after orientation and downscaling. */
  width: number;
  height: number;
  contentType: 'image/webp';
  /** File extension matching contentType, for storage keys. */
  extension: 'webp';
  /** What the upload really was (from its bytes). */
  sourceFormat: PhotoFormat;
}

/**
 * Identifies a photo by its bytes: JPEG `FF D8 FF`, PNG `89 50 4E 47 0D 0A 1A 0A`,
 * WebP `RIFF....WEBP`, SVG = UTF-8 text whose first markup is XML (the full parse in the
 * sanitizer decides whether the root really is <svg>). Anything else (GIF, HEIC, HTML, zip…)
 * returns undefined.
 */
export function sniffPhoto(bytes: Buffer): PhotoFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  if (looksLikeSvg(bytes)) return 'svg';
  return undefined;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .toString('utf8', 0, Math.min(bytes.length, 4096))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (!head.startsWith('<') || bytes.includes(0)) return false;
  return /<svg[\s>/]/.test(bytes.toString('utf8'));
}

type Encoded = Omit<ProcessedPhoto, 'sourceFormat'>;

function encodeWebp(image: Sharp, smartSubsample: boolean): Promise<{ data: Buffer; info: OutputInfo }> {
  return image
    .resize({ width: PHOTO_MAX_SIDE_PX, height: PHOTO_MAX_SIDE_PX, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY, smartSubsample })
    .toBuffer({ resolveWithObject: true });
}

/** A JPEG, PNG or WebP upload checked and re-encoded in this process (processPhoto's raster path). */
export async function reencodeRaster(input: Buffer, expected: Exclude<PhotoFormat, 'svg'>): Promise<Encoded> {
  // Header only: cheap even for a bomb, and it lets us name the real size in the error.
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupportedFormat('photo');
  }
  if (meta.format !== expected || !meta.width || !meta.height) throw unsupportedFormat('photo');
  if (meta.width * meta.height > PHOTO_MAX_INPUT_PIXELS) throw photoTooManyPixels(meta.width, meta.height);
  const { width, height } = meta.autoOrient ?? meta;
  if (width < LIMITS.photoMinPx || height < LIMITS.photoMinPx) throw photoTooSmall(width, height);

  try {
    // limitInputPixels stays on as a second guard in case a header lies about its size;
    // 'truncated' refuses half-grey photos that would otherwise decode "successfully".
    const decoder = sharp(input, { limitInputPixels: PHOTO_MAX_INPUT_PIXELS, failOn: 'truncated' }).autoOrient();
    const { data, info } = await encodeWebp(decoder, false);
    return { data, width: info.width, height: info.height, contentType: 'image/webp', extension: 'webp' };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw photoTooManyPixels(meta.width, meta.height);
    throw unsupportedFormat('photo'); // truncated or corrupt pixel data
  }
}

/** A photo made from an SVG drawing, as the media child hands it back. */
export type EncodedPhoto = Omit<ProcessedPhoto, 'sourceFormat'>;

/**
 * Sanitizes an SVG (our allow-list with its cost clamps, then DOMPurify's SVG profile) and draws
 * it with resvg at PHOTO_MAX_SIDE_PX on its long side (aspect from the viewBox, else
 * width/height), then encodes it like any photo. System fonts are never loaded; text uses the
 * bundled Noto Sans so the raster is the same on every machine.
 *
 * Runs in the media child process only (media-task.ts, called through media-pool.ts
 * rasterizeSvgInPool): resvg's drawing cannot be cancelled, so the pool's time limit and memory
 * watchdog end the whole child when a drawing costs too much. Errors as processPhoto's.
 */
export async function rasterizeSvgHere(input: Buffer): Promise<EncodedPhoto> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(input);
  } catch {
    throw unsupportedFormat('photo');
  }
  const { svg: allowed, embeddedImages } = sanitizeSvgDocument(text);
  // Loaded here, in the media child, on its first drawing: jsdom must never weigh on the web process.
  const { purifySvg } = await import('./svg-purify.ts');
  const svg = purifySvg(allowed);

  // resvg decodes embedded rasters itself, without sharp's pixel limit: check them here.
  for (const image of embeddedImages) {
    const meta = await sharp(image, { limitInputPixels: false })
      .metadata()
      .catch(() => undefined);
    if (meta?.width && meta.height && meta.width * meta.height > PHOTO_MAX_INPUT_PIXELS) {
      throw photoTooManyPixels(meta.width, meta.height);
    }
  }

  let rendered: RenderedImage;
  try {
    // Size only: text does not change it, so the probe skips loading the font.
    const probe = new Resvg(svg, { logLevel: 'off', font: { loadSystemFonts: false } });
    if (!(probe.width > 0 && probe.height > 0)) throw unsupportedFormat('photo');
    const fitTo: ResvgRenderOptions['fitTo'] =
      probe.width >= probe.height ? { mode: 'width', value: PHOTO_MAX_SIDE_PX } : { mode: 'height', value: PHOTO_MAX_SIDE_PX };
    // Synchronous: this is the media child, whose only work is this drawing.
    rendered = new Resvg(svg, renderOptions(fitTo)).render();
  } catch (error) {
    if (isAppError(error)) throw error;
    throw unsupportedFormat('photo');
  }
  const { width, height } = rendered;
  if (width < LIMITS.photoMinPx || height < LIMITS.photoMinPx) throw photoTooSmall(width, height);
  // resvg hands out premultiplied RGBA; saying so keeps soft edges from darkening.
  const pixels = sharp(rendered.pixels, { raw: { width, height, channels: 4, premultiplied: true } });
  // Drawings have hard colour edges, where full-resolution chroma is worth its ~0.2 s.
  const { data, info } = await encodeWebp(pixels, true);
  return { data, width: info.width, height: info.height, contentType: 'image/webp', extension: 'webp' };
}

function renderOptions(fitTo: ResvgRenderOptions['fitTo']): ResvgRenderOptions {
  const fontFile = bundledFontFile();
  return {
    fitTo,
    logLevel: 'off',
    font: {
      loadSystemFonts: false,
      ...(fontFile ? { fontFiles: [fontFile], defaultFontFamily: 'Noto Sans', sansSerifFamily: 'Noto Sans' } : {}),
    },
  };
}

let cachedFontFile: string | null | undefined;

/** Noto Sans Regular from @expo-google-fonts/noto-sans, or null if that package is missing. */
function bundledFontFile(): string | null {
  if (cachedFontFile !== undefined) return cachedFontFile;
  try {
    const pkg = createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans/package.json');
    const file = join(dirname(pkg), '400Regular', 'NotoSans_400Regular.ttf');
    cachedFontFile = existsSync(file) ? file : null;
  } catch {
    cachedFontFile = null;
  }
  return cachedFontFile;
}
