/** The site's moon mark (as in the header), for calm confirmation screens; decorative. */
export default function MoonIcon({ size = 56 }: { size?: number }) {
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 32 32" className="mx-auto">
      <circle cx="16" cy="16" r="15" fill="#2f2470" />
      <path d="M20 7a9 9 0 1 0 6 14A10 10 0 0 1 20 7z" fill="#f9c74f" />
      <circle cx="9" cy="10" r="1.2" fill="#fff" />
      <circle cx="12" cy="22" r="0.9" fill="#fff" />
    </svg>
  );
}
