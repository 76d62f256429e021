import type { DropResult } from '@hello-pangea/dnd';

const HANDLE_ID = 'data-rfd-drag-handle-draggable-id';
/** Whether a listener below is moving focus itself (the focusin that causes is its own). */
let puttingBack = false;

/** The element focus went to instead of the dropped item's handle, if any. */
function focusedElsewhere(draggableId: string): HTMLElement | undefined {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body) return undefined;
  return focused.getAttribute(HANDLE_ID) === draggableId ? undefined : focused;
}

/**
 * Call from onDragEnd. The drag-and-drop library gives focus back to the dropped item's handle on
 * the next animation frame, even when focus has moved on meanwhile: a quick keyboard user, or a
 * test runner that focuses the next card at once, would then lift the dropped item again with
 * the next Space. Focus that moved elsewhere, while the dropped item glided into place or before
 * that frame, is put back where it went.
 */
export function keepFocusMovedOnAfterDrop({ draggableId }: DropResult) {
  let movedTo = focusedElsewhere(draggableId);
  const onFocusIn = (event: FocusEvent) => {
    // Focus this code puts back is not the user's move. Two drops close together each listen:
    // one giving focus back to the other's card, and the other back to the first, went round
    // until the stack overflowed.
    if (puttingBack || !(event.target instanceof HTMLElement)) return;
    if (event.target.getAttribute(HANDLE_ID) !== draggableId) movedTo = event.target;
    else if (movedTo?.isConnected) {
      puttingBack = true;
      try {
        movedTo.focus();
      } finally {
        puttingBack = false;
      }
    }
  };
  document.addEventListener('focusin', onFocusIn, true);
  // The library asks for its frame after onDragEnd returns: stop listening the frame after it.
  requestAnimationFrame(() => requestAnimationFrame(() => document.removeEventListener('focusin', onFocusIn, true)));
}
