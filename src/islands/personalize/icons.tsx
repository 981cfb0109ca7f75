/**
 * Small inline icons for the personalize page. Drawn as SVG rather than emoji, so they look the
 * same on every device, including systems without a colour emoji font.
 */
import type { ReactNode } from 'react';

function Icon({ size = 20, children, className }: { size?: number; children: ReactNode; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {children}
    </svg>
  );
}

type P = { size?: number; className?: string };

export const MicIcon = (p: P) => (
  <Icon {...p}>
    <rect x="9" y="2" width="6" height="12" rx="3" />
    <path d="M5 11a7 7 0 0 0 14 0M12 18v4M8 22h8" />
  </Icon>
);

export const PhotoIcon = (p: P) => (
  <Icon {...p}>
    <rect x="3" y="4" width="18" height="16" rx="3" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 16-5-5-9 9" />
  </Icon>
);

export const AudioIcon = (p: P) => (
  <Icon {...p}>
    <path d="M9 18V5l11-2v13" />
    <circle cx="6" cy="18" r="3" />
    <circle cx="17" cy="16" r="3" />
  </Icon>
);

/** A child's head and shoulders. */
export const HumanIcon = (p: P) => (
  <Icon {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
);

/** A paw print. */
export const AnimalIcon = (p: P) => (
  <Icon {...p}>
    <circle cx="6" cy="10" r="1.8" />
    <circle cx="10" cy="6" r="1.8" />
    <circle cx="14" cy="6" r="1.8" />
    <circle cx="18" cy="10" r="1.8" />
    <path d="M12 11c-3 0-5 3.5-5 6 0 1.7 1.3 3 3 3 .8 0 1.3-.4 2-.4s1.2.4 2 .4c1.7 0 3-1.3 3-3 0-2.5-2-6-5-6Z" />
  </Icon>
);

/** A teddy bear, for toys and other objects. */
export const ObjectIcon = (p: P) => (
  <Icon {...p}>
    <circle cx="7" cy="5" r="2" />
    <circle cx="17" cy="5" r="2" />
    <circle cx="12" cy="9" r="5" />
    <path d="M8 13.5C6 15 6 21 12 21s6-6 4-7.5" />
    <path d="M11 10h2" />
  </Icon>
);
