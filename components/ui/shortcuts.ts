'use client';

import { useEffect, useRef } from 'react';

/** What a screen can do on a shortcut: `n` makes something new, `j` and `k` go to the next or previous record. */
export type ScreenAction = 'new' | 'next' | 'previous';

const SCREEN_ACTION = 'talentflow:shortcut';

/** Asks the screen on show to do `action` (KeyboardShortcuts calls this). */
export function requestScreenAction(action: ScreenAction): void {
  window.dispatchEvent(new CustomEvent<ScreenAction>(SCREEN_ACTION, { detail: action }));
}

/** Runs `run` when a shortcut asks this screen for `action` (nothing while it is undefined: the role may not). */
export function useScreenAction(action: ScreenAction, run: (() => void) | undefined): void {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    const listener = (event: Event) => {
      if ((event as CustomEvent<ScreenAction>).detail === action) latest.current?.();
    };
    window.addEventListener(SCREEN_ACTION, listener);
    return () => window.removeEventListener(SCREEN_ACTION, listener);
  }, [action]);
}
