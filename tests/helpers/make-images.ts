/**
 * Real test images, made on the fly with sharp (never committed binaries). Every raster has a
 * top half in `top` colour and a bottom half in `bottom`, so tests can tell which way up it came out.
 */
import { deflateSync } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';

export const RED = { r: 220, g: 30, b: 30 };
export const BLUE = { r: 30, g: 60, b: 220 };
type Rgb = typeof RED;

/** Raw RGB pixels: top half `top`, bottom half `bottom`. */
function twoTone(width: number, height: number, top: Rgb, bottom: Rgb): Sharp {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    const { r, g, b } = y < height / 2 ? top : bottom;
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = r;
      pixels[i + 1] = g;
      pixels[i + 2] = b;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

export function makeJpeg(width: number, height: number, top = RED, bottom = BLUE): Promise<Buffer> {
  return twoTone(width, height, top, bottom).jpeg({ quality: 90 }).toBuffer();
}

export function makePng(width: number, height: number, top = RED, bottom = BLUE): Promise<Buffer> {
  return twoTone(width, height, top, bottom).png().toBuffer();
}

export function makeWebp(width: number, height: number, top = RED, bottom = BLUE): Promise<Buffer> {
  return twoTone(width, height, top, bottom).webp({ quality: 90 }).toBuffer();
}

export function makeGif(width: number, height: number): Promise<Buffer> {
  return twoTone(width, height, RED, BLUE).gif().toBuffer();
}

/**
 * An SVG document: a RED top half and a BLUE bottom half drawn in a `width`x`height` viewBox,
 * plus `extra` markup inserted last (so it paints on top). `attrs` replaces the root's
 * width/height/viewBox attributes when given.
 */
export function makeSvg(width: number, height: number, extra = '', attrs?: string): string {
  const rootAttrs = attrs ?? `width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`;
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${rootAttrs}>\n` +
    `<rect x="0" y="0" width="${width}" height="${height / 2}" fill="rgb(${RED.r},${RED.g},${RED.b})"/>\n` +
    `<rect x="0" y="${height / 2}" width="${width}" height="${height / 2}" fill="rgb(${BLUE.r},${BLUE.g},${BLUE.b})"/>\n` +
    `${extra}\n</svg>\n`
  );
}

/** Sample GPS position embedded by withExifGps (the Eiffel Tower), as EXIF rationals. */
export const GPS_LATITUDE = '48/1 51/1 2952/100';

/** The JPEG re-saved with camera-like EXIF: make/model and a GPS position (IFD3). */
export function withExifGps(jpeg: Buffer): Promise<Buffer> {
  return sharp(jpeg)
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Phone 1', Copyright: 'Parent' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: GPS_LATITUDE,
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 17/1 4020/100',
      },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The image re-saved with an EXIF Orientation tag (6 = 'rotate 90° clockwise to display'). */
export function withOrientation(jpeg: Buffer, orientation: number): Promise<Buffer> {
  return sharp(jpeg).withMetadata({ orientation }).jpeg({ quality: 90 }).toBuffer();
}

export const HTML_PAYLOAD = '<html><body><script>alert(document.cookie)</script></body></html>';

/** A valid, decodable JPEG with an HTML page appended after its end marker. */
export async function polyglotJpegHtml(width = 600, height = 600): Promise<Buffer> {
  return Buffer.concat([await makeJpeg(width, height), Buffer.from(HTML_PAYLOAD)]);
}

/** Only the JPEG magic bytes, then HTML: sniffs as JPEG but has no image in it. */
export function fakeJpegHtml(): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(HTML_PAYLOAD)]);
}

/** A valid PNG with a zip archive (holding an HTML file) appended, the classic GIFAR-style polyglot. */
export async function polyglotPngZip(width = 600, height = 600): Promise<Buffer> {
  const name = Buffer.from('index.html');
  const body = Buffer.from(HTML_PAYLOAD);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(body.length, 18);
  local.writeUInt32LE(body.length, 22);
  local.writeUInt16LE(name.length, 26);
  return Buffer.concat([await makePng(width, height), local, name, body]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A complete, valid decompression bomb: a 1-bit greyscale PNG of `width`x`height` white
 * pixels. 20000x20000 is 400 megapixels (1.2 GB as RGB) in well under 100 KB of file.
 */
export function makePngBomb(width = 20_000, height = 20_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(width / 8);
  const raw = Buffer.alloc(rowBytes * height, 0xff);
  for (let y = 0; y < height; y++) raw[y * rowBytes] = 0; // filter type None
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Mean colour of a horizontal band (fractions of the height) of an encoded image. */
export async function bandColour(image: Buffer, fromY: number, toY: number): Promise<Rgb> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const y0 = Math.floor(info.height * fromY);
  const y1 = Math.max(y0 + 1, Math.floor(info.height * toY));
  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * info.channels;
      r += data[i]!;
      g += data[i + 1]!;
      b += data[i + 2]!;
      n++;
    }
  }
  return { r: r / n, g: g / n, b: b / n };
}

/** True when two colours are within `tolerance` on every channel (lossy codecs shift a little). */
export function near(a: Rgb, b: Rgb, tolerance = 20): boolean {
  return Math.abs(a.r - b.r) <= tolerance && Math.abs(a.g - b.g) <= tolerance && Math.abs(a.b - b.b) <= tolerance;
}
