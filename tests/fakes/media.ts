/**
 * Real media for the fakes: PNG/JPEG/WebP pictures made with sharp and MP3 clips made with the
 * bundled ffmpeg, so adapters decode, measure and convert genuine files. Results are cached.
 */
import { spawn } from 'node:child_process';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import sharp from 'sharp';

const pictures = new Map<string, Promise<Buffer>>();
const clips = new Map<number, Promise<Buffer>>();

/**
 * A calm night-sky picture (deep blue gradient, moon, a few stars) of the given size,
 * encoded as png, jpeg or webp.
 */
export function fakePicture(width = 1024, height = 1024, format: 'png' | 'jpeg' | 'webp' = 'png'): Promise<Buffer> {
  const key = `${width}x${height}.${format}`;
  let cached = pictures.get(key);
  if (!cached) {
    const stars = [
      [0.15, 0.2],
      [0.3, 0.12],
      [0.55, 0.25],
      [0.8, 0.1],
      [0.9, 0.35],
      [0.4, 0.4],
      [0.1, 0.45],
    ]
      .map(([x, y]) => `<circle cx="${x * width}" cy="${y * height}" r="${Math.max(1, width / 200)}" fill="#fff8d0"/>`)
      .join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#1b2350"/><stop offset="1" stop-color="#4a5a9a"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#sky)"/>${stars}
      <circle cx="${width * 0.72}" cy="${height * 0.28}" r="${width * 0.09}" fill="#fdf1c4"/>
      <ellipse cx="${width / 2}" cy="${height * 1.05}" rx="${width * 0.8}" ry="${height * 0.3}" fill="#2f4f3a"/>
    </svg>`;
    const image = sharp(Buffer.from(svg));
    cached = (format === 'png' ? image.png() : format === 'jpeg' ? image.jpeg({ quality: 80 }) : image.webp()).toBuffer();
    pictures.set(key, cached);
  }
  return cached;
}

/** A soft 220 Hz tone (sine at -18 dBFS peak) of `seconds` (rounded to 0.1 s, min 0.5 s) as a 44.1 kHz 128 kb/s mono MP3, faded in and out. */
export function fakeMp3(seconds = 1): Promise<Buffer> {
  const d = Math.max(0.5, Math.round(seconds * 10) / 10);
  let cached = clips.get(d);
  if (!cached) {
    cached = new Promise<Buffer>((resolve, reject) => {
      const fade = Math.min(0.1, d / 4);
      const args = [
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        `sine=f=220:d=${d}`,
        '-af',
        `afade=t=in:d=${fade},afade=t=out:st=${d - fade}:d=${fade}`,
        '-ac',
        '1',
        '-ar',
        '44100',
        '-b:a',
        '128k',
        '-f',
        'mp3',
        'pipe:1',
      ];
      const child = spawn(ffmpeg.path, args);
      const out: Buffer[] = [];
      let err = '';
      child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(out)) : reject(new Error(`ffmpeg exited ${code}: ${err}`))));
    });
    clips.set(d, cached);
  }
  return cached;
}
