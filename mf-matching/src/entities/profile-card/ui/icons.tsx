// Pictures of the card; each caller gives the accessible name (role="img" + aria-label).
import type { PositionIcon } from '../model/card';

const common = { viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false, fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export function HomeIcon() {
  return (
    <svg {...common}>
      <path d="M4 11 12 4l8 7v8a1 1 0 0 1-1 1h-4v-5h-6v5H5a1 1 0 0 1-1-1Z" />
    </svg>
  );
}

export function PositionGlyph({ kind }: { kind: PositionIcon }) {
  switch (kind) {
    case 'room':
      // A key: looking for a room.
      return (
        <svg {...common}>
          <circle cx="8" cy="12" r="3.5" />
          <path d="M11.5 12H20M17 12v3M20 12v2" />
        </svg>
      );
    case 'offer':
      // A door ajar: offering a room at home.
      return (
        <svg {...common}>
          <path d="M5 20V4h10v16M3 20h18" />
          <path d="M15 5l4 1.5V20" />
          <circle cx="12.5" cy="12" r=".6" fill="currentColor" />
        </svg>
      );
    case 'group':
      return (
        <svg {...common}>
          <circle cx="8" cy="8" r="3" />
          <circle cx="16.5" cy="9" r="2.5" />
          <path d="M2.5 19c.6-3.3 2.8-5 5.5-5s4.9 1.7 5.5 5M14 14.3c.8-.2 1.6-.3 2.5-.3 2.4 0 4.3 1.5 5 4.5" />
        </svg>
      );
    case 'services':
    case 'host':
      // Two hands: housing in exchange for services (looking for it, or offering it).
      return (
        <svg {...common}>
          <path d="M3 12l4-4 4 2 3-2 4 1 3 3" />
          <path d="M7 8v0l5 5a1.5 1.5 0 0 0 2.1-2.1L11 8" />
          <path d="M6 13l3 3m0-3 3 3m-1-4 3 3" />
          {kind === 'host' && <path d="M12 3v3M10.5 4.5h3" />}
        </svg>
      );
  }
}
