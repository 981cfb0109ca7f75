/**
 * A file picker that also takes drag-and-drop (SPEC §4 'File pick': the first dropped file is
 * taken; an invalid one reports an error instead of being selected). Touch screens (pointer:
 * coarse) get a tap hint instead of 'Drag & drop' (issue 20).
 */
import { useState, type DragEvent } from 'react';
import { AudioIcon, PhotoIcon } from './icons.tsx';

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
}

const formatSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

export default function FileDrop({ id, accept, file, disabled, hint, touchHint, onPick }: Props) {
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
          {file.name} <span className="font-normal text-night-600">({formatSize(file.size)})</span>
        </span>
      ) : (
        <>
          <span className="text-night-700 pointer-coarse:hidden">{hint}</span>
          <span className="hidden text-night-700 pointer-coarse:inline">{touchHint}</span>
        </>
      )}
      <span className="text-sm text-night-600 pointer-coarse:hidden">{file ? 'Click to choose another file' : 'or click to choose a file (max 10 MB)'}</span>
      <span className="hidden text-sm text-night-600 pointer-coarse:inline">{file ? 'Tap to choose another file' : 'At most 10 MB'}</span>
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
