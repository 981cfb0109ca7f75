/**
 * The in-progress card's way into a story that is still being made (issue 19): once its first
 * page has its picture (and narration), the parent can start reading; later pages fill in.
 */
export const READ_EARLY_TEXT = {
  link: 'Start reading',
  hint: (ready: number, total: number) => `${ready} of ${total} pages ready, the rest are on their way`,
} as const;

export function ReadEarlyLink({ storyId, pagesReady, pagesTotal }: { storyId: string; pagesReady: number; pagesTotal: number }) {
  if (pagesReady < 1 || pagesTotal < 1) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1" data-read-early>
      <a href={`/stories/${encodeURIComponent(storyId)}`} className="btn-primary !px-4 !py-2 text-sm">
        {READ_EARLY_TEXT.link}
      </a>
      <span className="text-xs text-night-600">{READ_EARLY_TEXT.hint(Math.min(pagesReady, pagesTotal), pagesTotal)}</span>
    </div>
  );
}
