const reasons = new Set<() => boolean>();

function askIfNeeded(event: BeforeUnloadEvent) {
  if (![...reasons].some((reason) => reason())) return;
  event.preventDefault();
  // The demo's mock API (msw) stops serving this page on beforeunload, even when the person
  // then chooses to stay, and every call after it fails. Its listener is not told of an unload
  // the page asks about: this one is added before the mock API starts, so it runs first.
  event.stopImmediatePropagation();
}

/** Start-up adds the one listener that asks, before anything else listens for beforeunload. */
export function listenBeforeLeaving(): void {
  window.addEventListener('beforeunload', askIfNeeded);
}

/**
 * Asks before the page is left or reloaded while `reason()` says something would be lost (an
 * unsaved draft, a write on its way). Answers how to stop asking for this reason.
 */
export function askBeforeLeaving(reason: () => boolean): () => void {
  reasons.add(reason);
  return () => {
    reasons.delete(reason);
  };
}
