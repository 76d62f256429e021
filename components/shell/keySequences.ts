import { createKeybindingsHandler, type KeybindingsMap } from 'tinykeys';

/**
 * Listens for tinykeys bindings, starting afresh after every shortcut that fires. tinykeys stops
 * looking at the other bindings once one fires, so their half-typed sequences stayed for a
 * second: "g" then "j", and "g" then "a" within that second, went nowhere.
 */
export function listenForShortcuts(target: EventTarget, bindings: KeybindingsMap): () => void {
  let handle: EventListener;
  const startAfresh = () => {
    handle = createKeybindingsHandler(
      Object.fromEntries(
        Object.entries(bindings).map(([keys, run]) => [
          keys,
          (event: KeyboardEvent) => {
            startAfresh();
            run(event);
          },
        ]),
      ),
    );
  };
  startAfresh();
  const listener = (event: Event) => handle(event);
  target.addEventListener('keydown', listener);
  return () => target.removeEventListener('keydown', listener);
}
