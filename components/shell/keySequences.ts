import { createKeybindingsHandler, type KeyBindingMap } from 'tinykeys';

/** A key typed into a field (or held down, or part of a composition) is the field's, not a shortcut. */
function isTyping(event: KeyboardEvent): boolean {
  const target = event.target as Partial<Element> | null;
  return (
    event.repeat ||
    event.isComposing ||
    (target !== event.currentTarget && target?.matches?.('[contenteditable],input,select,textarea') === true)
  );
}

/**
 * Listens for tinykeys bindings: one key fires the first binding it completes (in the order
 * given: "g j" before "j"), and every half-typed sequence starts afresh after a shortcut fires,
 * so "g" then "j", then "g" then "a" within a second, goes to Jobs and then to Assessments.
 */
export function listenForShortcuts(target: EventTarget, bindings: KeyBindingMap): () => void {
  let handle: EventListener;
  let lastFired: Event | undefined;
  const startAfresh = () => {
    handle = createKeybindingsHandler(
      Object.fromEntries(
        Object.entries(bindings).map(([keys, run]) => [
          keys,
          (event: KeyboardEvent) => {
            if (event === lastFired) return;
            lastFired = event;
            startAfresh();
            run(event);
          },
        ]),
      ),
    );
  };
  startAfresh();
  const listener = (event: Event) => {
    if (!isTyping(event as KeyboardEvent)) handle(event);
  };
  target.addEventListener('keydown', listener);
  return () => target.removeEventListener('keydown', listener);
}
