import { useEffect, useRef } from 'react';

/**
 * Focuses the confirmation that takes a sent form's place once it shows, and keeps it focused
 * through the second press of the double click that sent the form: that press lands where the
 * button was, and a press on the page moves focus to the page. The cost: no double-click
 * selection of words on the confirmation.
 */
export function useFocusedConfirmation<Element extends HTMLElement>(shown: boolean) {
  const confirmation = useRef<Element>(null);
  useEffect(() => {
    if (!shown) return;
    confirmation.current?.focus();
    const keepFocus = (event: MouseEvent) => {
      if (event.detail > 1) event.preventDefault();
    };
    document.addEventListener('mousedown', keepFocus, true);
    return () => document.removeEventListener('mousedown', keepFocus, true);
  }, [shown]);
  return confirmation;
}
