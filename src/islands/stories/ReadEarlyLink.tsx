/**
 * The in-progress card's way into a story that is still being made: once its first
 * page has its picture (and narration), the parent can start reading; later pages fill in.
 */
export const READ_EARLY_TEXT = {
  link: 'Start reading',
  hint: (ready: number, total: number) => `${ready} of ${total} pages ready, the rest are on their way`,
} as const;

/** `text` and `href` in the page's UI language; English and the root reader URL without them. */
export function ReadEarlyLink({
  storyId,
  pagesReady,
  pagesTotal,
  text = READ_EARLY_TEXT,
  href = `/stories/${encodeURIComponent(storyId)}`,
}: {
  storyId: string;
  pagesReady: number;
  pagesTotal: number;
  text?: { link: string; hint: (ready: number, total: number) => string };
  href?: string;
}) {
  if (pagesReady < 1 || pagesTotal < 1) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1" data-read-early>
      <a href={href} className="btn-primary !px-4 !py-2 text-sm">
        {text.link}
      </a>
      <span className="text-xs text-night-600">{text.hint(Math.min(pagesReady, pagesTotal), pagesTotal)}</span>
    </div>
  );
}
