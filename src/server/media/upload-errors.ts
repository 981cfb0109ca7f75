/**
 * Upload errors in the words the parent sees (file type, size, photo size, voice length) and the streaming
 * size cap. Every function returns an AppError for the caller to throw; the HTTP layer maps
 * the code to a status once (src/server/errors.ts).
 */
import { AppError } from '../errors.ts';
import { AUDIO_EXTENSIONS, LIMITS, PHOTO_EXTENSIONS } from '../../shared/limits.ts';

/** Which upload form a file came from; picks the accepted-type list shown to the user. */
export type UploadKind = 'photo' | 'audio';

/** Decimal pixel budget for decoding one photo (decompression-bomb guard), in pixels. */
export const PHOTO_MAX_INPUT_PIXELS = 50_000_000;

/**
 * The file's real type (sniffed from its bytes) is not one we accept.
 * 'Unsupported file format. Please use one of: {list}'. 415 unsupported_media_type.
 */
export function unsupportedFormat(kind: UploadKind): AppError {
  const list = (kind === 'photo' ? PHOTO_EXTENSIONS : AUDIO_EXTENSIONS).join(', ');
  return new AppError('unsupported_media_type', `Unsupported file format. Please use one of: ${list}`, {
    accepted: kind === 'photo' ? [...PHOTO_EXTENSIONS] : [...AUDIO_EXTENSIONS],
  });
}

/** More than LIMITS.uploadMaxBytes arrived: 'File size exceeds {n}MB limit.' 413. */
export function fileTooLarge(): AppError {
  return new AppError('payload_too_large', `File size exceeds ${LIMITS.uploadMaxMb}MB limit.`, {
    maxBytes: LIMITS.uploadMaxBytes,
  });
}

/** Zero bytes arrived (a cancelled picker or a broken client). 422 validation_failed. */
export function emptyFile(): AppError {
  return new AppError('validation_failed', 'The file is empty. Please choose another file.');
}

/**
 * The photo, after EXIF orientation, is under LIMITS.photoMinPx on either side
 * (the photo must be at least 500 by 500 pixels). 422 validation_failed.
 */
export function photoTooSmall(width: number, height: number): AppError {
  const min = LIMITS.photoMinPx;
  return new AppError('validation_failed', `The photo is too small (${width}x${height}). Please use a photo of at least ${min} by ${min} pixels.`, {
    width,
    height,
    minPx: min,
  });
}

/**
 * The photo declares more pixels than we will decode (a decompression bomb or a huge scan).
 * No fixed wording exists for this case; worded like its siblings. 413 payload_too_large.
 */
export function photoTooManyPixels(width: number, height: number): AppError {
  const maxMp = Math.round(PHOTO_MAX_INPUT_PIXELS / 1_000_000);
  return new AppError('payload_too_large', `The photo is too large (${width}x${height} pixels). Please use a photo of at most ${maxMp} megapixels.`, {
    width,
    height,
    maxPixels: PHOTO_MAX_INPUT_PIXELS,
  });
}

/** An SVG whose drawing would expand beyond what we rasterize safely (nested <use> bombs). 422. */
export function svgTooComplex(): AppError {
  return new AppError('validation_failed', 'This SVG drawing is too complex. Please use a simpler drawing or a JPEG or PNG photo.');
}

/** Duration shown with one decimal, as people read a stopwatch ('8.1 seconds'). */
function formatSeconds(seconds: number): string {
  return (Math.round(seconds * 10) / 10).toFixed(1);
}

/** Voice sample shorter than LIMITS.voiceMinSeconds. 422. */
export function recordingTooShort(seconds: number): AppError {
  return new AppError(
    'validation_failed',
    `The recording is too short (${formatSeconds(seconds)} seconds). Please record between ${LIMITS.voiceMinSeconds} and ${LIMITS.voiceMaxSeconds} seconds.`,
    { seconds, minSeconds: LIMITS.voiceMinSeconds, maxSeconds: LIMITS.voiceMaxSeconds },
  );
}

/**
 * Voice sample longer than LIMITS.voiceMaxSeconds. 422.
 * `seconds` is null when decoding stopped at the limit and the container never said its length.
 */
export function recordingTooLong(seconds: number | null): AppError {
  const length = seconds === null ? `over ${LIMITS.voiceMaxSeconds} seconds` : `${formatSeconds(seconds)} seconds`;
  return new AppError(
    'validation_failed',
    `The recording is too long (${length}). Please record between ${LIMITS.voiceMinSeconds} and ${LIMITS.voiceMaxSeconds} seconds.`,
    { seconds, minSeconds: LIMITS.voiceMinSeconds, maxSeconds: LIMITS.voiceMaxSeconds },
  );
}

/** An accepted audio type whose content cannot be decoded (truncated, corrupt, silent header). 422. */
export function audioUnreadable(): AppError {
  return new AppError('validation_failed', "We couldn't read this recording. Please record again or choose another audio file.");
}

/**
 * Reads a body into memory, stopping as soon as more than `maxBytes` have arrived: the source
 * is cancelled (so the client's remaining bytes are never pulled) and fileTooLarge() is thrown.
 * The cap is enforced while streaming, never by trusting Content-Length.
 *
 * @param source a web ReadableStream (e.g. `request.body`, `file.stream()`) or any async
 *   iterable of byte chunks (e.g. a Node Readable).
 * @param maxBytes inclusive limit in bytes; defaults to LIMITS.uploadMaxBytes (10 MB).
 * @throws AppError payload_too_large when the limit is exceeded.
 */
export async function readLimited(source: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>, maxBytes: number = LIMITS.uploadMaxBytes): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const take = (chunk: Uint8Array): boolean => {
    total += chunk.byteLength;
    if (total > maxBytes) return false;
    chunks.push(chunk);
    return true;
  };

  if (source instanceof ReadableStream) {
    const reader = source.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (!take(value)) {
          // Cancelling tells the producer (and the socket behind it) to stop sending.
          await reader.cancel('upload too large').catch(() => undefined);
          throw fileTooLarge();
        }
      }
    } finally {
      reader.releaseLock();
    }
  } else {
    // Leaving a for-await early calls the iterator's return(), which destroys Node streams.
    for await (const chunk of source) {
      if (!take(chunk)) throw fileTooLarge();
    }
  }
  return Buffer.concat(chunks, total);
}
