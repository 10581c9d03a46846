/** Toolbar and layers-bar icons as inline SVG, so they never depend on the fonts a machine has. */
import type { ReactElement } from 'react';

const icon = (path: ReactElement, size = 22): ReactElement => (
  <svg
    viewBox="0 0 24 24"
    width={size}
    height={size}
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    {path}
  </svg>
);

/** Icons of the registry's commands, by command id. */
export const ICONS: Record<string, ReactElement> = {
  'instrument.straight': icon(
    <>
      <path d="M5 19 19 5" />
      <circle cx="5" cy="19" r="1.8" />
      <circle cx="19" cy="5" r="1.8" />
    </>,
  ),
  'instrument.constrained': icon(
    <>
      <path d="M4 20h16M4 20 16 8" />
      <path d="M10 20a6 6 0 0 0-1.8-4.2" />
      <circle cx="16" cy="8" r="1.8" />
    </>,
  ),
  'instrument.curved': icon(<path d="M4 18c3-10 7 2 10-6s4-6 6-6" />),
  'instrument.angle': icon(
    <>
      <path d="M5 19 19 19M5 19 15 6" />
      <path d="M11 19a6 6 0 0 0-2.4-4.8" />
    </>,
  ),
  'instrument.rectangle': icon(<rect x="4" y="6" width="16" height="12" rx="1" />),
  'instrument.circle': icon(<circle cx="12" cy="12" r="8" />),
  'instrument.pan': icon(<path d="M12 3v18M3 12h18M12 3l-3 3M12 3l3 3M12 21l-3-3M12 21l3-3M3 12l3-3M3 12l3 3M21 12l-3-3M21 12l-3 3" />),
  'instrument.select': icon(<path d="M6 3l12 9-5.5 1.2L15 20l-2.4 1-2.6-6.6L6 18z" />),
  'instrument.magicWand': icon(
    <>
      <path d="M4 20 14 10" />
      <path d="M16 3v3M16 11v3M11 8.5h3M18 8.5h3M13 5.5l1.5 1.5M19 11.5l-1.5-1.5" />
    </>,
  ),
  'instrument.magicWandAdd': icon(
    <>
      <path d="M4 20 14 10" />
      <path d="M17 4v7M13.5 7.5h7" />
    </>,
  ),
  'instrument.magicWandSub': icon(
    <>
      <path d="M4 20 14 10" />
      <path d="M13.5 7.5h7" />
    </>,
  ),
  'instrument.note': icon(
    <>
      <path d="M5 4h14v11l-4 4H5z" />
      <path d="M15 19v-4h4M8 9h8M8 12h5" />
    </>,
  ),
  'instrument.count': icon(
    <>
      <circle cx="7" cy="7" r="2.5" />
      <circle cx="17" cy="7" r="2.5" />
      <circle cx="7" cy="17" r="2.5" />
      <path d="M14.5 17h5M17 14.5v5" />
    </>,
  ),
  'instrument.cutout': icon(
    <>
      <path d="M3 4h18v16H3z" />
      <path d="M9 9h6v6H9z" strokeDasharray="2 1.5" />
    </>,
  ),
  'instrument.scaleLine': icon(
    <>
      <path d="M3 16 16 3l5 5L8 21z" />
      <path d="m7 12 2 2M10 9l2 2M13 6l2 2" />
    </>,
  ),
  // A rectangle on the floor seen at an angle: a trapezium, corners marked.
  'instrument.perspective': icon(
    <>
      <path d="M8 6h8l5 13H3z" />
      <circle cx="8" cy="6" r="1.6" />
      <circle cx="16" cy="6" r="1.6" />
      <circle cx="21" cy="19" r="1.6" />
      <circle cx="3" cy="19" r="1.6" />
    </>,
  ),
  // A corner with the snap marker's square on it.
  'snap.toggle': icon(
    <>
      <path d="M4 20V8M4 20h12" />
      <rect x="1.5" y="17.5" width="5" height="5" />
      <path d="M14 4l6 6M17 4h3v3" />
    </>,
  ),
  'history.undo': icon(<path d="M9 7 4 12l5 5M4 12h11a5 5 0 0 1 0 10h-2" />),
  'history.redo': icon(<path d="m15 7 5 5-5 5M20 12H9a5 5 0 0 0 0 10h2" />),
};

/** Small icons of the layers bar and the canvas overlays. */
export const SMALL_ICONS = {
  add: icon(<path d="M12 5v14M5 12h14" />, 18),
  duplicate: icon(
    <>
      <rect x="8" y="8" width="12" height="12" rx="1.5" />
      <path d="M16 8V5.5A1.5 1.5 0 0 0 14.5 4h-9A1.5 1.5 0 0 0 4 5.5v9A1.5 1.5 0 0 0 5.5 16H8" />
    </>,
    18,
  ),
  delete: icon(<path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />, 18),
  rename: icon(<path d="M4 20h4L19 9l-4-4L4 16zM13 7l4 4" />, 18),
  layers: icon(<path d="m12 3 9 5-9 5-9-5zM3 13l9 5 9-5" />, 18),
  visible: icon(
    <>
      <path d="M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>,
    16,
  ),
  hidden: icon(<path d="M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6 0 10 7 10 7a17 17 0 0 1-3 3.7M6.6 6.6C3.8 8.4 2 12 2 12s4 7 10 7a9.6 9.6 0 0 0 4.4-1.1M9.9 9.9a3 3 0 0 0 4.2 4.2" />, 16),
  pin: icon(<path d="M9 4h6l-1 6 3 3H7l3-3zM12 13v7" />, 16),
  left: icon(<path d="m15 6-6 6 6 6" />, 16),
  right: icon(<path d="m9 6 6 6-6 6" />, 16),
  rotate: icon(<path d="M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6" />, 14),
  close: icon(<path d="M6 6l12 12M18 6 6 18" />, 14),
  move: icon(<path d="M12 3v18M3 12h18M12 3l-3 3M12 3l3 3M12 21l-3-3M12 21l3-3M3 12l3-3M3 12l3 3M21 12l-3-3M21 12l-3 3" />, 14),
  labels: icon(<path d="M4 7V5h16v2M12 5v14M9 19h6" />, 16),
  lock: icon(
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </>,
    16,
  ),
} as const satisfies Record<string, ReactElement>;
