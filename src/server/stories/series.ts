/**
 * The series a parent's story belongs to, as the list and the reader show it: its
 * episode number, the finished episodes before and after it, and whether it can be continued.
 * Owner only: every query filters by user, and public reads never carry it.
 */
import type { Db } from '../db/client.ts';
import type { StorySeriesView } from '../../shared/api-types.ts';
import type { StoryRow } from './story-types.ts';

interface Member {
  id: string;
  title: string | null;
  status: string;
  seriesId: string;
  episode: number;
}

/** What the API adds to an owner's story: its series (null outside one) and whether it can be continued. */
export interface SeriesFields {
  series: StorySeriesView | null;
  canContinue: boolean;
}

/**
 * Series fields for `rows` (the owner's stories). A finished story can be continued unless a later
 * episode exists (finished or being made; a failed one does not count); previous/next link to the nearest finished episodes, so deleting
 * an episode links its neighbours.
 */
export async function seriesFieldsOf(db: Db, userId: string, rows: readonly StoryRow[]): Promise<Map<string, SeriesFields>> {
  const seriesIds = [...new Set(rows.map((r) => r.seriesId).filter((s): s is string => Boolean(s)))];
  const members = seriesIds.length
    ? await db.query<Member>(
        `SELECT id, title, status, series_id AS "seriesId", episode FROM stories
          WHERE user_id = $1 AND series_id = ANY($2::uuid[]) AND episode IS NOT NULL ORDER BY episode, created_at`,
        [userId, seriesIds],
      )
    : [];
  const fields = new Map<string, SeriesFields>();
  for (const row of rows) {
    const finished = row.status === 'COMPLETE';
    if (!row.seriesId || row.episode === null) {
      fields.set(row.id, { series: null, canContinue: finished && !row.isPublic });
      continue;
    }
    const own = members.filter((m) => m.seriesId === row.seriesId);
    const link = (m: Member | undefined) => (m ? { id: m.id, title: m.title ?? '', episode: m.episode } : null);
    const before = own.filter((m) => m.episode < row.episode! && m.status === 'COMPLETE').at(-1);
    const after = own.find((m) => m.episode > row.episode! && m.status === 'COMPLETE');
    // A failed later episode does not stop the parent from trying again (continue-story.ts agrees).
    const hasLater = own.some((m) => m.episode > row.episode! && m.status !== 'FAILED');
    fields.set(row.id, {
      series: { id: row.seriesId, episode: row.episode, episodes: own.length, previous: link(before), next: link(after) },
      canContinue: finished && !hasLater,
    });
  }
  return fields;
}
