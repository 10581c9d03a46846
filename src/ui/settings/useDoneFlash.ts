import { useCallback, useEffect, useRef, useState } from 'react';
import { DONE_FOR_MS } from './accountForms';

/** A flag that turns on with `flash()` and off again after `ms` (the tab's 'done' for 3 s). */
export function useDoneFlash(ms = DONE_FOR_MS): [boolean, () => void] {
  const [shown, setShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const flash = useCallback(() => {
    clearTimeout(timer.current);
    setShown(true);
    timer.current = setTimeout(() => setShown(false), ms);
  }, [ms]);
  return [shown, flash];
}
