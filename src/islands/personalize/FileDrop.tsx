/**
 * A file picker that also takes drag-and-drop (the first dropped file is
 * taken; an invalid one reports an error instead of being selected). Touch screens (pointer:
 * coarse) and phone-sized screens get a tap hint instead of 'Drag & drop … or click':
 * a phone may report a fine pointer (a stylus, a browser's desktop mode), and nobody drags a file
 * onto a phone, also not after an upload has emptied the zone again.
 */
import { useState, type DragEvent } from 'react';
import { AudioIcon, PhotoIcon } from './icons.tsx';
import { format } from '../../i18n/format.ts';
import type { PersonalizeMessages } from './personalize-text.ts';

interface Props {
  id: string;
  accept: 'image/*' | 'audio/*';
  file: File | null;
  disabled?: boolean;
  /** Hint shown when nothing is chosen, on devices with a mouse (it may mention drag and drop). */
  hint: string;
  /** The same hint for touch screens (pointer: coarse), where there is nothing to drag. */
  touchHint: string;
  onPick: (file: File) => void;
  t: PersonalizeMessages;
  /** UI language, for the number format of the file size. */
  locale: string;
}

/** "1.5 MB" / "12 KB" with the locale's digits and decimal sign. */
function formatSize(bytes: number, t: PersonalizeMessages, locale: string): string {
  const number = (n: number, digits: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(n);
  return bytes >= 1024 * 1024
    ? format(t.ps_size_mb, { size: number(bytes / 1024 / 1024, 1) })
    : format(t.ps_size_kb, { size: number(Math.max(1, Math.round(bytes / 1024)), 0) });
}

export default function FileDrop({ id, accept, file, disabled, hint, touchHint, onPick, t, locale }: Props) {
  const [over, setOver] = useState(false);

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    const first = event.dataTransfer.files[0];
    if (first && !disabled) onPick(first);
  }

  return (
    <label
      htmlFor={id}
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid={`${id}-drop`}
      className={`flex cursor-pointer flex-col items-center justify-center gap-1 rounded-2xl border-2 border-dashed px-4 py-6 text-center transition ${
        over ? 'border-night-500 bg-night-50' : 'border-night-200 bg-white hover:border-night-500'
      } ${disabled ? 'pointer-events-none opacity-60' : ''}`}
    >
      <span className="text-night-500">{accept === 'image/*' ? <PhotoIcon size={32} /> : <AudioIcon size={32} />}</span>
      {file ? (
        <span className="font-bold break-all text-night-900">
          {file.name} <span className="font-normal text-night-600">({formatSize(file.size, t, locale)})</span>
        </span>
      ) : (
        <>
          <span className="text-night-700 pointer-coarse:hidden max-sm:hidden">{hint}</span>
          <span className="hidden text-night-700 pointer-coarse:inline max-sm:inline">{touchHint}</span>
        </>
      )}
      <span className="text-sm text-night-600 pointer-coarse:hidden max-sm:hidden">{file ? t.ps_file_change : t.ps_file_pick}</span>
      <span className="hidden text-sm text-night-600 pointer-coarse:inline max-sm:inline">{file ? t.ps_file_change_touch : t.ps_file_max}</span>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        className="sr-only"
        onChange={(e) => {
          const picked = e.target.files?.[0];
          if (picked) onPick(picked);
          e.target.value = '';
        }}
      />
    </label>
  );
}
