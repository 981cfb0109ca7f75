import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import {
  audioUnreadable,
  emptyFile,
  fileTooLarge,
  photoTooSmall,
  readLimited,
  recordingTooLong,
  recordingTooShort,
  unsupportedFormat,
} from './upload-errors.ts';

describe('upload error messages', () => {
  it.each([
    [unsupportedFormat('photo'), 415, 'Unsupported file format. Please use one of: jpeg, jpg, png, webp, svg'],
    [unsupportedFormat('audio'), 415, 'Unsupported file format. Please use one of: wav, mp3, ogg, webm, m4a'],
    [fileTooLarge(), 413, 'File size exceeds 10MB limit.'],
    [photoTooSmall(451, 300), 422, 'The photo is too small (451x300). Please use a photo of at least 500 by 500 pixels.'],
    [recordingTooShort(8.11), 422, 'The recording is too short (8.1 seconds). Please record between 20 and 30 seconds.'],
    [recordingTooLong(43.4), 422, 'The recording is too long (43.4 seconds). Please record between 20 and 30 seconds.'],
    [recordingTooShort(19.96), 422, 'The recording is too short (20.0 seconds). Please record between 20 and 30 seconds.'],
  ])('%#: %s', (error, status, message) => {
    expect(error).toBeInstanceOf(AppError);
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
  });

  it('empty files and unreadable audio get their own readable messages', () => {
    expect(emptyFile().message).toMatch(/empty/i);
    expect(audioUnreadable().message).toMatch(/couldn't read this recording/i);
  });
});

/** A lazy source of `total` bytes in `chunk`-sized pieces that records how much was pulled. */
function countingStream(total: number, chunk = 64 * 1024) {
  const state = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (state.pulled >= total) return controller.close();
        const size = Math.min(chunk, total - state.pulled);
        state.pulled += size;
        controller.enqueue(new Uint8Array(size).fill(7));
      },
      cancel() {
        state.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

describe('readLimited: the 10 MB cap while streaming', () => {
  const MB = 1024 * 1024;

  it('returns every byte of a body under the limit', async () => {
    const { stream } = countingStream(3 * MB + 5);
    const body = await readLimited(stream, 10 * MB);
    expect(body.length).toBe(3 * MB + 5);
    expect(body[body.length - 1]).toBe(7);
  });

  it('accepts a body of exactly the limit', async () => {
    const { stream } = countingStream(10 * MB);
    await expect(readLimited(stream, 10 * MB)).resolves.toHaveLength(10 * MB);
  });

  it('stops pulling an 11 MB upload right after 10 MB and cancels the source', async () => {
    const { stream, state } = countingStream(11 * MB);
    await expect(readLimited(stream, 10 * MB)).rejects.toMatchObject({
      code: 'payload_too_large',
      message: 'File size exceeds 10MB limit.',
    });
    expect(state.pulled).toBeLessThanOrEqual(10 * MB + 64 * 1024);
    expect(state.cancelled).toBe(true);
  });

  it('works on Node streams too and destroys them when the cap is hit', async () => {
    let produced = 0;
    const source = new Readable({
      highWaterMark: 64 * 1024,
      read() {
        produced += 64 * 1024;
        this.push(Buffer.alloc(64 * 1024));
        if (produced >= 11 * MB) this.push(null);
      },
    });
    await expect(readLimited(source, 10 * MB)).rejects.toMatchObject({ code: 'payload_too_large' });
    expect(source.destroyed).toBe(true);
    expect(produced).toBeLessThan(11 * MB);
  });
});
