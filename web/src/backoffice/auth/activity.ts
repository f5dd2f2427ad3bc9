import { useEffect } from 'react';

/**
 * When the person last typed, clicked, scrolled or moved the pointer in any back-office tab of this browser:
 * what "activity" means for the idle time-out (docs/SECURITY.md). Mantine's useIdle answers only "idle for
 * N ms or not" in this tab; the warning needs the time, and every tab's.
 */
const STORAGE_KEY = 'back-office:last-activity';
const EVENTS = ['keydown', 'pointerdown', 'pointermove', 'wheel', 'touchstart'] as const;
/** Storage is written at most this often; the time in memory is exact. */
const WRITE_EVERY_MS = 5_000;

let lastHere = 0;

export function lastActivity(): number {
  let elsewhere = 0;
  try {
    elsewhere = Number(localStorage.getItem(STORAGE_KEY)) || 0;
  } catch {
    // Storage blocked: this tab's own time still counts.
  }
  return Math.max(lastHere, elsewhere);
}

export function useActivityRecorder(): void {
  useEffect(() => {
    let written = 0;
    const record = () => {
      lastHere = Date.now();
      if (lastHere - written < WRITE_EVERY_MS) return;
      written = lastHere;
      try {
        localStorage.setItem(STORAGE_KEY, String(lastHere));
      } catch {
        // See lastActivity.
      }
    };
    for (const event of EVENTS) window.addEventListener(event, record, { capture: true, passive: true });
    return () => {
      for (const event of EVENTS) window.removeEventListener(event, record, { capture: true });
    };
  }, []);
}
