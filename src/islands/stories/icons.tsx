/** Small inline icons for the story islands (emoji fonts are missing on some systems and render as boxes). */

export function MoonIcon({ className = 'h-12 w-12' }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true">
      <path d="M31 6a18 18 0 1 0 11 27A15 15 0 0 1 31 6z" fill="#f9c74f" />
      <circle cx="22" cy="22" r="2.2" fill="#f3a712" opacity="0.5" />
      <circle cx="17" cy="31" r="1.6" fill="#f3a712" opacity="0.5" />
    </svg>
  );
}

export function BookIcon({ className = 'h-14 w-14' }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" fill="none" stroke="#6d5bd0" strokeWidth="2.5" strokeLinejoin="round">
      <path d="M24 12c-4-3-10-4-16-3v27c6-1 12 0 16 3 4-3 10-4 16-3V9c-6-1-12 0-16 3z" fill="#f4f3ff" />
      <path d="M24 12v27" />
    </svg>
  );
}
