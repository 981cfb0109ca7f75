/**
 * Multipart upload forms (Character: file, name, kind, description, gender, age;
 * Voice sample: file, name, language), read and validated on the server with the same rules as the forms.
 * The client's checks are a convenience only; these are the ones that count.
 */
import { Readable } from 'node:stream';
import busboy from 'busboy';
import { z } from 'zod';
import { CHARACTER_KINDS, GENDERS, LANGUAGE_CODES } from '../../shared/catalog.ts';
import { LIMITS } from '../../shared/limits.ts';
import { AppError } from '../errors.ts';
import { parseWith } from '../validation.ts';
import { assertCleanFields, assertCleanText } from '../validation.ts';
import { emptyFile, fileTooLarge } from '../media/upload-errors.ts';

/** The uploaded file part: what the browser said about it, and its bytes (at most the 10 MB cap). */
export interface UploadedFile {
  name: string;
  /** The Content-Type the client declared (never trusted: the bytes are sniffed). */
  type: string;
  bytes: Buffer;
}

/** A parsed multipart body: text fields and the `file` part (null when none was chosen). */
export interface UploadForm {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

/** Bytes of multipart framing and text fields allowed on top of the 10 MB file. */
export const FORM_OVERHEAD_BYTES = 256 * 1024;

const unreadable = () => new AppError('bad_request', 'The upload could not be read. Please try again.');

/**
 * Reads a multipart/form-data request as it streams in (busboy): each network chunk is parsed
 * on arrival, so a 10 MB upload never holds the event loop for a whole-body parse.
 * `nodeBody`: the same body as the Node server's unread request stream (wire.ts unreadNodeBody);
 * given, busboy reads the socket's chunks directly instead of through the Request's web stream,
 * which wrapped every chunk from Node into web streams and back (a few ms of event loop and more
 * garbage per 5 MB upload).
 * The file part stops being kept past LIMITS.uploadMaxBytes. A file part with no name and no
 * bytes is what a browser sends for an empty file input, so it counts as "no file".
 * @throws AppError bad_request when the body is not a readable multipart form;
 *   payload_too_large ('File size exceeds 10MB limit.') when the file is over the cap.
 */
export async function readUploadForm(request: Request, nodeBody?: Readable): Promise<UploadForm> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(contentType)) {
    throw new AppError('bad_request', 'Please send the upload as a multipart form.');
  }
  if (!nodeBody && !request.body) throw unreadable();
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      limits: { fileSize: LIMITS.uploadMaxBytes, fields: 32, fieldSize: FORM_OVERHEAD_BYTES, parts: 64 },
    });
  } catch {
    throw unreadable();
  }
  const body = nodeBody ?? Readable.fromWeb(request.body as import('node:stream/web').ReadableStream<Uint8Array>);
  return new Promise<UploadForm>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let file: UploadedFile | null = null;
    let tooLarge = false;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      body.unpipe(parser);
      // The server's own request stream is drained (the upload cap bounds it), so the answer
      // can still be sent; the web stream adapter is dropped as before.
      if (nodeBody) nodeBody.resume();
      else body.destroy();
      reject(error instanceof AppError ? error : unreadable());
    };
    parser.on('field', (name, value) => {
      fields[name] ??= value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || file) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let total = 0;
      stream.on('data', (chunk: Buffer) => {
        total += chunk.length;
        chunks.push(chunk);
      });
      stream.on('limit', () => {
        tooLarge = true;
      });
      stream.on('end', () => {
        if (total === 0 && !info.filename) return;
        file = { name: info.filename ?? '', type: info.mimeType, bytes: Buffer.concat(chunks, total) };
      });
    });
    parser.on('error', fail);
    body.on('error', fail);
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      if (tooLarge) return reject(fileTooLarge());
      try {
        // One text sanitiser for every string that enters: fields and the file's name.
        assertCleanFields(fields);
        if (file) assertCleanText((file as UploadedFile).name, 'file');
      } catch (error) {
        return reject(error);
      }
      resolve({ fields, file });
    });
    body.pipe(parser);
  });
}

/**
 * The file's bytes, checked against the accepted types and the 10 MB limit (the cap was enforced while streaming).
 * @throws AppError payload_too_large ('File size exceeds 10MB limit.') or validation_failed (empty file).
 */
export function readFileBytes(file: UploadedFile): Buffer {
  if (file.bytes.length > LIMITS.uploadMaxBytes) throw fileTooLarge();
  if (file.bytes.length === 0) throw emptyFile();
  return file.bytes;
}

const nameField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .transform((s) => s.trim())
    .pipe(z.string().min(1, requiredMessage).max(LIMITS.nameMaxChars, `Max ${LIMITS.nameMaxChars} chars`));

/** Empty text means "not given" for the optional character fields (omitted from the payload). */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

/** Character form (personalize). Age arrives as text. */
export const ZCharacterFields = z.object({
  name: nameField('Name required'),
  kind: z.enum(CHARACTER_KINDS, { error: 'Please choose a kind: human, animal or object.' }).default('human'),
  gender: optional(z.enum(GENDERS, { error: 'Gender must be male, female or other.' })),
  age: optional(
    z
      .string()
      .trim()
      .regex(/^\d{1,3}$/, `Age must be a whole number from ${LIMITS.characterAgeMin} to ${LIMITS.characterAgeMax}.`)
      .transform(Number)
      .pipe(
        z
          .number()
          .min(LIMITS.characterAgeMin, `Age must be a whole number from ${LIMITS.characterAgeMin} to ${LIMITS.characterAgeMax}.`)
          .max(LIMITS.characterAgeMax, `Age must be a whole number from ${LIMITS.characterAgeMin} to ${LIMITS.characterAgeMax}.`),
      ),
  ),
  description: optional(z.string().trim().max(LIMITS.descriptionMaxChars, `Description must be at most ${LIMITS.descriptionMaxChars} characters.`)),
});
export type TCharacterFields = z.infer<typeof ZCharacterFields>;

/** The voice sample form; language defaults to English like the form does. */
export const ZVoiceSampleFields = z.object({
  name: nameField('Name is required'),
  language: z.enum(LANGUAGE_CODES, { error: 'Please choose one of the supported languages.' }).default('en'),
});
export type TVoiceSampleFields = z.infer<typeof ZVoiceSampleFields>;

/** Validates character form fields; throws AppError validation_failed with the form's own words. */
export const parseCharacterFields = (fields: Record<string, string>): TCharacterFields => parseWith(ZCharacterFields, fields);

/** Validates voice-sample form fields; throws AppError validation_failed with the form's own words. */
export const parseVoiceSampleFields = (fields: Record<string, string>): TVoiceSampleFields => parseWith(ZVoiceSampleFields, fields);
