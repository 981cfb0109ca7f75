/**
 * The owner's tools on the private reader, behind one 'Save & share' button so that on a phone
 * the picture, the page's text and the page turns fit on one screen: reading it aloud in one's
 * own voice, save for offline, the keepsake downloads and the share links. Only on the private
 * route, only for a finished story.
 *
 * A disclosure: the button says whether the panel is open (aria-expanded) and names it
 * (aria-controls); Escape or a click elsewhere closes it and gives focus back to the button.
 * The panel stays mounted while closed, so a keepsake being prepared or a share link just made
 * survives closing and reopening it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { ReaderStory } from './reader-api.ts';
import { Keepsakes } from './Keepsakes.tsx';
import { SaveOffline } from './SaveOffline.tsx';
import { ShareLinks } from './ShareLinks.tsx';
import { localHref } from '../../i18n/ui-language.ts';
import type { LanguageCode } from '../../shared/catalog.ts';
import type { ReaderMessages } from './reader-messages.ts';

export function ReaderTools({ story, t, locale }: { story: ReaderStory; t: ReaderMessages; locale: LanguageCode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (root.current && e.target instanceof Node && !root.current.contains(e.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  if (story.status !== 'COMPLETE' || story.chunks.length === 0) return null;
  return (
    <div ref={root} className="relative" data-reader-tools>
      <button
        ref={button}
        type="button"
        className="btn-ghost !gap-1.5 !px-3 !py-1.5 text-sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        data-reader-tools-toggle
      >
        <svg
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />
        </svg>
        <span>{t.rd_tools}</span>
        <svg
          aria-hidden="true"
          width="14"
          height="14"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.6"
          strokeLinecap="round"
          className={`transition ${open ? 'rotate-180' : ''}`}
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!open}
        role="group"
        aria-label={t.rd_tools}
        className="absolute end-0 top-full z-20 mt-2 max-h-[min(36rem,calc(100svh-8rem))] w-[min(24rem,calc(100vw-2rem))] space-y-4 overflow-y-auto rounded-3xl bg-white p-4 text-start text-night-900 shadow-xl ring-1 ring-night-100"
        data-reader-tools-panel
      >
        <a
          href={localHref(`/stories/${story.id}/record`, locale)}
          className="flex items-center gap-2 rounded-xl px-1 font-bold text-night-700 underline-offset-4 hover:underline"
          data-record-link
        >
          <span aria-hidden="true">🎙️</span> {t.rd_record_title}
        </a>
        <SaveOffline storyId={story.id} t={t} locale={locale} />
        <Keepsakes storyId={story.id} narrated={story.chunks.some((c) => c.hasAudio)} t={t} />
        <ShareLinks storyId={story.id} t={t} locale={locale} />
      </div>
    </div>
  );
}
