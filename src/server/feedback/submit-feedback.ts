/**
 * POST /v1/feedback (the feedback modal and the contact form; e-mail, category and text all
 * required). Stores one message for the team to read; a signed-in sender's account
 * is linked so a reply can find it. Messages older than 12 months are pruned (privacy page).
 */
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { parseWith } from '../validation.ts';

/** Longest accepted message; a contact form message plus the name line fits easily. */
export const FEEDBACK_TEXT_MAX = 5000;
/** Category or 'CONTACT EMAIL: {subject}'. */
export const FEEDBACK_CATEGORY_MAX = 200;

export const ZFeedbackIn = z.object({
  text: z
    .string({ message: 'Please write your feedback.' })
    .trim()
    .min(1, 'Please write your feedback.')
    .max(FEEDBACK_TEXT_MAX, `Feedback can be at most ${FEEDBACK_TEXT_MAX} characters.`),
  category: z
    .string({ message: 'Please choose a category.' })
    .trim()
    .min(1, 'Please choose a category.')
    .max(FEEDBACK_CATEGORY_MAX, `The category or subject can be at most ${FEEDBACK_CATEGORY_MAX - 20} characters.`),
  email: z
    .string({ message: 'Please enter your e-mail address.' })
    .trim()
    .min(1, 'Please enter your e-mail address.')
    .max(254, 'Please enter a valid e-mail address.')
    .pipe(z.email('Please enter a valid e-mail address.')),
});

export interface FeedbackRecord {
  id: number;
  text: string;
  category: string;
  email: string;
  createdAt: Date;
}

/**
 * Validates and stores a feedback message. `userId` links a signed-in sender.
 * @throws AppError validation_failed with a readable message for a missing or too long field.
 */
export async function submitFeedback(db: Db, input: unknown, userId: string | null): Promise<FeedbackRecord> {
  const fb = parseWith(ZFeedbackIn, input);
  const rows = await db.query<FeedbackRecord>(
    `INSERT INTO feedback (user_id, email, category, text) VALUES ($1, $2, $3, $4)
     RETURNING id, text, category, email, created_at AS "createdAt"`,
    [userId, fb.email.toLowerCase(), fb.category, fb.text],
  );
  void db.query(`DELETE FROM feedback WHERE created_at < now() - interval '12 months'`).catch(() => {});
  return rows[0]!;
}
