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

  return { busy, run };
}
