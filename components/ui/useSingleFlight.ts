'use client';

import { useRef, useState } from 'react';

/**
 * One write at a time from a form or button: while a write is in flight, further calls (a
 * double click, a repeated Enter) are ignored, and `busy` is true so the control can show it.
 * The guard is a ref, so it holds even before React has re-rendered the disabled control.
 */
export function useSingleFlight() {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  async function run(write: () => Promise<void>): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await write();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  /**
   * A click handler for a button that stays on screen after its write: a fast write can finish
   * between the two clicks of a double click, so the second click (its `detail` counts the
   * clicks) is the same press, not a new one. Keyboard presses have `detail` 0.
   */
  const press = (write: () => Promise<void>) => (event: { detail: number }) => {
    if (event.detail > 1) return;
    void run(write);
  };

  return { busy, run, press };
}
