/**
 * Read-along page text: the page's words as stored, with the sentence being
 * narrated softly lit and the word being spoken highlighted, in every script (Arabic right to
 * left, Japanese and Chinese by their dictionary words: the units the narrator was timed by).
 * Tapping a word starts narration there. With prefers-reduced-motion only the sentence is lit.
 *
 * Timings come with the chunk (ChunkView.timings; src/shared/read-along.ts); a page without
 * them renders as plain paragraphs, exactly like before.
 */
import { useEffect, useMemo, useState, type RefObject } from 'react';
import { annotate, positionAt, type SentenceTiming, type TextRun } from '../../shared/read-along.ts';

export interface ReadAlongProps {
  content: string;
  timings: SentenceTiming[] | null | undefined;
  language: string;
  dir: 'ltr' | 'rtl';
  /** The reader's <audio>; its clock drives the highlight. */
  audioRef: RefObject<HTMLAudioElement | null>;
  /** Changes when the reader re-creates its <audio> (fresh signed URLs). */
  mediaKey: unknown;
  /** Start narration at `seconds` (a tapped word). */
  onSeekWord(seconds: number): void;
  className?: string;
}

/** True when the person asked for less motion (then: sentence-level highlight only). */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!query) return;
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * The audio element's current time, every animation frame while it plays and on every seek,
 * so the highlight follows speech closer than `timeupdate`'s ~4 Hz.
 */
export function useAudioClock(audioRef: RefObject<HTMLAudioElement | null>, mediaKey: unknown): number {
  const [time, setTime] = useState(0);
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    let frame = 0;
    const read = () => setTime(audio.currentTime);
    const tick = () => {
      read();
      frame = requestAnimationFrame(tick);
    };
    const start = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(tick);
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      read();
    };
    audio.addEventListener('play', start);
    audio.addEventListener('pause', stop);
    audio.addEventListener('ended', stop);
    audio.addEventListener('seeked', read);
    audio.addEventListener('timeupdate', read);
    audio.addEventListener('emptied', read);
    if (!audio.paused) start();
    else read();
    return () => {
      cancelAnimationFrame(frame);
      audio.removeEventListener('play', start);
      audio.removeEventListener('pause', stop);
      audio.removeEventListener('ended', stop);
      audio.removeEventListener('seeked', read);
      audio.removeEventListener('timeupdate', read);
      audio.removeEventListener('emptied', read);
    };
    // The <audio> is re-created when URLs are refreshed (mediaKey changes): listen to the new one.
  }, [audioRef, mediaKey]);
  return time;
}

export function ReadAlong({ content, timings, language, dir, audioRef, mediaKey, onSeekWord, className }: ReadAlongProps) {
  const paragraphs = useMemo(() => annotate(content, timings), [content, timings]);
  const time = useAudioClock(audioRef, mediaKey);
  const reduced = usePrefersReducedMotion();
  const position = timings?.length ? positionAt(timings, time) : { sentence: -1, word: -1 };
  const timed = Boolean(timings?.length);

  return (
    <div className={className} dir={dir} lang={language} data-page-text data-read-along={timed ? (reduced ? 'sentence' : 'word') : undefined}>
      {paragraphs.map((runs, p) => (
        <p key={p}>{groupBySentence(runs).map((group, g) => renderGroup(group, `${p}-${g}`))}</p>
      ))}
    </div>
  );

  function renderGroup(group: { sentence: number; runs: TextRun[] }, key: string) {
    if (group.sentence < 0) return <span key={key}>{group.runs.map((r) => r.text).join('')}</span>;
    const sentence = timings![group.sentence]!;
    const lit = position.sentence === group.sentence;
    return (
      <span key={key} className={`ra-sentence${lit ? ' ra-sentence-active' : ''}`} data-sentence={group.sentence} data-active={lit || undefined}>
        {group.runs.map((run, i) => {
          const word = run.word >= 0 ? sentence.words?.[run.word] : undefined;
          if (!word) return <span key={i}>{run.text}</span>;
          const spoken = !reduced && lit && position.word === run.word;
          return (
            <span
              key={i}
              className={`ra-word${spoken ? ' ra-word-active' : ''}`}
              data-word={run.word}
              data-start={word.start}
              data-active={spoken || undefined}
              onClick={() => onSeekWord(word.start)}
            >
              {run.text}
            </span>
          );
        })}
      </span>
    );
  }
}

function groupBySentence(runs: TextRun[]): { sentence: number; runs: TextRun[] }[] {
  const groups: { sentence: number; runs: TextRun[] }[] = [];
  for (const run of runs) {
    const last = groups[groups.length - 1];
    if (last && last.sentence === run.sentence) last.runs.push(run);
    else groups.push({ sentence: run.sentence, runs: [run] });
  }
  return groups;
}
