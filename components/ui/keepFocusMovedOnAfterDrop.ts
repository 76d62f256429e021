import type { DropResult } from '@hello-pangea/dnd';

const HANDLE_ID = 'data-rfd-drag-handle-draggable-id';

/**
 * Call from onDragEnd. The drag-and-drop library gives focus back to the dropped item's handle on
 * the next animation frame, even when focus has moved on meanwhile: a quick keyboard user, or a
 * test runner that focuses the next card at once, would then lift the dropped item again with
 * the next Space. Focus that moved elsewhere before that frame is put back where it went.
 */
export function keepFocusMovedOnAfterDrop({ draggableId }: DropResult) {
  let movedTo: HTMLElement | undefined;
  const onFocusIn = (event: FocusEvent) => {
    if (!(event.target instanceof HTMLElement)) return;
    if (event.target.getAttribute(HANDLE_ID) !== draggableId) movedTo = event.target;
    else if (movedTo?.isConnected) movedTo.focus();
  };
  document.addEventListener('focusin', onFocusIn, true);
  // The library asks for its frame after onDragEnd returns: stop listening the frame after it.
  requestAnimationFrame(() => requestAnimationFrame(() => document.removeEventListener('focusin', onFocusIn, true)));
}
