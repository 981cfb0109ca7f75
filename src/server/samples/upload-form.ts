/**
 * Multipart upload forms of SPEC §3 (Character: file, name, kind, description, gender, age;
 * Voice sample: file, name, language), read and validated on the server with the SPEC §5 rules.
 * The client's checks are a convenience only; these are the ones that count.
 */
import { z } from 'zod';
import { CHARACTER_KINDS, GENDERS, LANGUAGE_CODES } from '../../shared/catalog.ts';
import { LIMITS } from '../../shared/limits.ts';
import { AppError } from '../http/errors.ts';
import { parseWith } from '../http/wire.ts';
import { assertCleanFields, assertCleanText } from '../http/input-guard.ts';
import { emptyFile, fileTooLarge, readLimited } from '../media/upload-errors.ts';

/** A parsed multipart body: text fields and the `file` part (null when none was chosen). */
export interface UploadForm {
  fields: Record<string, string>;
  file: File | null;
}

/** Bytes of multipart framing and text fields allowed on top of the 10 MB file. */
export const FORM_OVERHEAD_BYTES = 256 * 1024;

/**
 * Reads a multipart/form-data request. A file part with no name and no bytes is what a browser
 * sends for an empty file input, so it counts as "no file".
 * @throws AppError bad_request when the body is not a readable multipart form.
 */
export async function readUploadForm(request: Request): Promise<UploadForm> {
  if (!/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) {
    throw new AppError('bad_request', 'Please send the upload as a multipart form.');
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('bad_request', 'The upload could not be read. Please try again.');
  }
  const fields: Record<string, string> = {};
  let file: File | null = null;
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') fields[key] ??= value;
    else if (key === 'file' && !file && !(value.size === 0 && value.name === '')) file = value;
  }
  assertCleanFields(fields);
  if (file) assertCleanText(file.name, 'file');
  return { fields, file };
}

/**
 * The file's bytes, read through the streaming 10 MB cap (SPEC §5).
 * @throws AppError payload_too_large ('File size exceeds 10MB limit.') or validation_failed (empty file).
 */
export async function readFileBytes(file: File): Promise<Buffer> {
  // size is known after multipart parsing; checking it first spares reading a doomed file.
  if (file.size > LIMITS.uploadMaxBytes) throw fileTooLarge();
  const bytes = await readLimited(file.stream());
  if (bytes.length === 0) throw emptyFile();
  return bytes;
}

const nameField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .transform((s) => s.trim())
    .pipe(z.string().min(1, requiredMessage).max(LIMITS.nameMaxChars, `Max ${LIMITS.nameMaxChars} chars`));

/** Empty text means "not given" for the optional character fields (SPEC §5: omitted from the payload). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

/** SPEC §5 'Character form (personalize)'. Age arrives as text (SPEC §3). */
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
  description: optional(
    z
      .string()
      .trim()
      .max(LIMITS.descriptionMaxChars, `Description must be at most ${LIMITS.descriptionMaxChars} characters.`),
  ),
});
export type TCharacterFields = z.infer<typeof ZCharacterFields>;

/** SPEC §5 'Voice sample form'; language defaults to English like the form does. */
export const ZVoiceSampleFields = z.object({
  name: nameField('Name is required'),
  language: z.enum(LANGUAGE_CODES, { error: 'Please choose one of the supported languages.' }).default('en'),
});
export type TVoiceSampleFields = z.infer<typeof ZVoiceSampleFields>;

/** Validates character form fields; throws AppError validation_failed with the SPEC's words. */
export const parseCharacterFields = (fields: Record<string, string>): TCharacterFields => parseWith(ZCharacterFields, fields);

/** Validates voice-sample form fields; throws AppError validation_failed with the SPEC's words. */
export const parseVoiceSampleFields = (fields: Record<string, string>): TVoiceSampleFields => parseWith(ZVoiceSampleFields, fields);
