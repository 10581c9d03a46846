/** Toolbar icons as inline SVG, so they never depend on the fonts a machine has. */
import type { ReactElement } from 'react';

const icon = (path: ReactElement): ReactElement => (
  <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    {path}
  </svg>
);

export const ICONS: Record<string, ReactElement> = {
  'instrument.straight': icon(
    <>
      <path d="M5 19 19 5" />
      <circle cx="5" cy="19" r="1.8" />
      <circle cx="19" cy="5" r="1.8" />
    </>,
  ),
  'instrument.pan': icon(<path d="M12 3v18M3 12h18M12 3l-3 3M12 3l3 3M12 21l-3-3M12 21l3-3M3 12l3-3M3 12l3 3M21 12l-3-3M21 12l-3 3" />),
  'instrument.select': icon(<path d="M6 3l12 9-5.5 1.2L15 20l-2.4 1-2.6-6.6L6 18z" />),
  'history.undo': icon(<path d="M9 7 4 12l5 5M4 12h11a5 5 0 0 1 0 10h-2" />),
  'history.redo': icon(<path d="m15 7 5 5-5 5M20 12H9a5 5 0 0 0 0 10h2" />),
};
