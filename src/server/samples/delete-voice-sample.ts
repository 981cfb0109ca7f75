/**
 * DELETE /v1/me/voice-samples/{id} (204). Deletes the row, the stored recording and,
 * when a vendor cloned this voice (vendor_voice_id), the vendor's voice too, so a parent who
 * removes their voice does not leave a copy of it at the vendor.
 */
import { AppError } from '../errors.ts';
import type { Runtime } from '../runtime.ts';
import { deleteVoiceSampleRow } from './queries.ts';

/** Deletes a vendor's cloned voice (Narrator.deleteVoice of the vendor that made it). */
export type VendorVoiceDeleter = (voice: { vendor: string | null; vendorVoiceId: string }) => Promise<void>;

/**
 * @param deleteVendorVoice called after the row is gone when the sample has a vendor voice;
 *   its failure is logged, not thrown (the parent's sample is already deleted on our side).
 * @throws AppError not_found when the user has no voice sample with this id.
 */
export async function deleteVoiceSample(
  deps: Pick<Runtime, 'db' | 'storage' | 'log'>,
  userId: string,
  id: number,
  deleteVendorVoice?: VendorVoiceDeleter,
): Promise<void> {
  const row = await deleteVoiceSampleRow(deps.db, userId, id);
  if (!row) throw new AppError('not_found', 'Voice sample not found.');
  await deps.storage.delete(row.audioKey).catch((e: unknown) => deps.log.warn({ err: e, key: row.audioKey }, 'voice sample audio not deleted'));
  if (row.vendorVoiceId && deleteVendorVoice) {
    await deleteVendorVoice({ vendor: row.vendor, vendorVoiceId: row.vendorVoiceId }).catch((e: unknown) =>
      deps.log.warn({ err: e, vendor: row.vendor, vendorVoiceId: row.vendorVoiceId }, 'vendor voice not deleted'),
    );
  }
}
