/** Queries on characters and voice samples (db first). Every query filters by owner. */
import { maybeOne, one, type Db } from '../db/client.ts';
import type { CharacterKind, Gender, LanguageCode } from '../../shared/catalog.ts';
import type { HeroLook } from '../../shared/hero-look.ts';
import type { StoryBoundaries } from '../../shared/boundaries.ts';
import type { VoiceConsent } from './voice-consent.ts';

/** Photo analysis state of a character: none = no photo. */
export type LookStatus = 'none' | 'pending' | 'done' | 'failed';

export interface CharacterRow {
  id: number;
  userId: string;
  name: string;
  kind: CharacterKind;
  gender: Gender | null;
  age: number | null;
  description: string | null;
  photoKey: string | null;
  photoContentType: string | null;
  /** What the photo analysis saw; null when nothing was seen or not (yet) analysed. */
  photoLook: HeroLook | null;
  /** The parent's own choices (they win over photo and description). */
  lookEdits: Partial<HeroLook> | null;
  lookStatus: LookStatus;
  /** The parent's boundaries for this child's stories; null = none set. */
  boundaries: StoryBoundaries | null;
  createdAt: Date;
}

export interface VoiceSampleRow {
  id: number;
  userId: string;
  name: string;
  language: LanguageCode;
  audioKey: string;
  audioContentType: string;
  durationSeconds: number;
  medianPitchHz: number | null;
  syllablesPerSecond: number | null;
  vendor: string | null;
  vendorVoiceId: string | null;
  createdAt: Date;
}

const CHARACTER_COLUMNS = `id, user_id AS "userId", name, kind, gender, age, description, photo_key AS "photoKey",
  photo_content_type AS "photoContentType", photo_look AS "photoLook", look_edits AS "lookEdits", look_status AS "lookStatus",
  boundaries, created_at AS "createdAt"`;

const VOICE_COLUMNS = `id, user_id AS "userId", name, language, audio_key AS "audioKey", audio_content_type AS "audioContentType",
  duration_seconds AS "durationSeconds", median_pitch_hz AS "medianPitchHz", syllables_per_second AS "syllablesPerSecond",
  vendor, vendor_voice_id AS "vendorVoiceId", created_at AS "createdAt"`;

/** The user's characters, newest first. */
export function listCharacterRows(db: Db, userId: string): Promise<CharacterRow[]> {
  return db.query<CharacterRow>(`SELECT ${CHARACTER_COLUMNS} FROM characters WHERE user_id = $1 ORDER BY created_at DESC, id DESC`, [userId]);
}

export interface NewCharacter {
  userId: string;
  name: string;
  kind: CharacterKind;
  gender: Gender | null;
  age: number | null;
  description: string | null;
  photoKey: string | null;
  photoContentType: string | null;
  /** Dominant '#rrggbb' colours of the photo, for the built-in illustrator. */
  palette?: string[] | null;
}

export function insertCharacter(db: Db, c: NewCharacter): Promise<CharacterRow> {
  return one<CharacterRow>(
    db,
    `INSERT INTO characters (user_id, name, kind, gender, age, description, photo_key, photo_content_type, palette, look_status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${CHARACTER_COLUMNS}`,
    [
      c.userId,
      c.name,
      c.kind,
      c.gender,
      c.age,
      c.description,
      c.photoKey,
      c.photoContentType,
      c.palette?.length ? JSON.stringify(c.palette) : null,
      c.photoKey ? 'pending' : 'none',
    ],
  );
}

/** Stores the photo analysis result of one of the user's characters (no-op when it was deleted meanwhile). */
export async function updateCharacterPhotoLook(
  db: Db,
  userId: string,
  id: number,
  look: HeroLook | null,
  status: Exclude<LookStatus, 'none' | 'pending'>,
): Promise<void> {
  await db.query(`UPDATE characters SET photo_look = $3, look_status = $4 WHERE id = $1 AND user_id = $2`, [
    id,
    userId,
    look ? JSON.stringify(look) : null,
    status,
  ]);
}

/** Replaces the parent's look choices; returns the row or undefined (also for another user's id). */
export function updateCharacterLookEdits(
  db: Db,
  userId: string,
  id: number,
  edits: Partial<HeroLook>,
  kind: CharacterRow['kind'] | null = null,
): Promise<CharacterRow | undefined> {
  return maybeOne<CharacterRow>(
    db,
    `UPDATE characters SET look_edits = $3, kind = coalesce($4, kind) WHERE id = $1 AND user_id = $2 RETURNING ${CHARACTER_COLUMNS}`,
    [id, userId, JSON.stringify(edits), kind],
  );
}

/** Replaces the boundaries of one of the user's characters; returns the row or undefined (also for another user's id). */
export function updateCharacterBoundaries(db: Db, userId: string, id: number, boundaries: StoryBoundaries): Promise<CharacterRow | undefined> {
  return maybeOne<CharacterRow>(db, `UPDATE characters SET boundaries = $3 WHERE id = $1 AND user_id = $2 RETURNING ${CHARACTER_COLUMNS}`, [
    id,
    userId,
    JSON.stringify(boundaries),
  ]);
}

/** The boundaries of those of `ids` that are the user's characters (null for a character without any). */
export async function listCharacterBoundaries(db: Db, userId: string, ids: readonly number[]): Promise<Array<StoryBoundaries | null>> {
  const rows = await db.query<{ boundaries: StoryBoundaries | null }>(`SELECT boundaries FROM characters WHERE user_id = $1 AND id = ANY($2::int[])`, [
    userId,
    [...ids],
  ]);
  return rows.map((r) => r.boundaries);
}

/** Deletes one of the user's characters; returns the deleted row (for its files) or undefined. */
export function deleteCharacterRow(db: Db, userId: string, id: number): Promise<CharacterRow | undefined> {
  return maybeOne<CharacterRow>(db, `DELETE FROM characters WHERE id = $1 AND user_id = $2 RETURNING ${CHARACTER_COLUMNS}`, [id, userId]);
}

/** The user's voice samples, newest first. */
export function listVoiceSampleRows(db: Db, userId: string): Promise<VoiceSampleRow[]> {
  return db.query<VoiceSampleRow>(`SELECT ${VOICE_COLUMNS} FROM voice_samples WHERE user_id = $1 ORDER BY created_at DESC, id DESC`, [userId]);
}

export interface NewVoiceSample {
  userId: string;
  name: string;
  language: LanguageCode;
  audioKey: string;
  audioContentType: string;
  durationSeconds: number;
  medianPitchHz: number | null;
  syllablesPerSecond: number | null;
  /** The voice consent the parent gave: version, UI locale and words shown; stored with now(). */
  consent: VoiceConsent;
}

export function insertVoiceSample(db: Db, v: NewVoiceSample): Promise<VoiceSampleRow> {
  return one<VoiceSampleRow>(
    db,
    `INSERT INTO voice_samples (user_id, name, language, audio_key, audio_content_type, duration_seconds, median_pitch_hz, syllables_per_second,
       consent_given_at, consent_version, consent_locale, consent_text)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now(), $9, $10, $11) RETURNING ${VOICE_COLUMNS}`,
    [
      v.userId,
      v.name,
      v.language,
      v.audioKey,
      v.audioContentType,
      v.durationSeconds,
      v.medianPitchHz,
      v.syllablesPerSecond,
      v.consent.version,
      v.consent.locale,
      v.consent.text,
    ],
  );
}

/** Deletes one of the user's voice samples; returns the deleted row or undefined. */
export function deleteVoiceSampleRow(db: Db, userId: string, id: number): Promise<VoiceSampleRow | undefined> {
  return maybeOne<VoiceSampleRow>(db, `DELETE FROM voice_samples WHERE id = $1 AND user_id = $2 RETURNING ${VOICE_COLUMNS}`, [id, userId]);
}

/** A voice sample as the story pipeline needs it to clone the voice at a vendor (no owner check: pipeline only). */
export function findVoiceSampleForCloning(
  db: Db,
  id: number,
): Promise<{ name: string; audioKey: string; audioContentType: string; vendorVoiceId: string | null } | undefined> {
  return maybeOne(
    db,
    `SELECT name, audio_key AS "audioKey", audio_content_type AS "audioContentType", vendor_voice_id AS "vendorVoiceId" FROM voice_samples WHERE id = $1`,
    [id],
  );
}

/** Records the vendor's clone of a sample, once (a clone recorded first wins). */
export async function setVoiceSampleVendorVoice(db: Db, id: number, vendor: string, vendorVoiceId: string): Promise<void> {
  await db.query('UPDATE voice_samples SET vendor = $2, vendor_voice_id = $3 WHERE id = $1 AND vendor_voice_id IS NULL', [id, vendor, vendorVoiceId]);
}
