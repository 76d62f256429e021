'use client';

import { type KeyboardEvent, type RefObject, useState } from 'react';
import { type Handles, matchingHandles, mentionAt } from '@/lib/candidates/mentions';
import { insertMentionInto } from './insertMentionInto';
import styles from './CandidateDetailPage.module.css';

interface MentionInputProps {
  value: string;
  onChange: (text: string) => void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  /** The team's handles, offered as the mention being typed matches them. */
  handles: Handles;
  /** Who each handle is, shown beside it in the suggestions. */
  names: ReadonlyMap<string, string>;
}

/**
 * The note's text box. Typing "@" lists the handles that match what follows it (the WAI-ARIA
 * combobox pattern on a text box): Arrow keys choose, Enter or Tab completes the mention,
 * Escape closes the list.
 */
export function MentionInput({ value, onChange, textareaRef, handles, names }: MentionInputProps) {
  const [cursor, setCursor] = useState(0);
  const [active, setActive] = useState(0);
  // The @ whose list the user closed with Escape: it stays closed until another @ is typed.
  const [dismissedAt, setDismissedAt] = useState<number>();
  const typing = mentionAt(value, cursor);
  const matches = typing && typing.start !== dismissedAt ? matchingHandles(typing.query, handles) : [];
  const open = matches.length > 0;
  const chosen = Math.min(active, matches.length - 1);

  function track(textarea: HTMLTextAreaElement) {
    setCursor(textarea.selectionStart);
  }

  function pick(handle: string) {
    const next = insertMentionInto(textareaRef.current, value, cursor, handle);
    onChange(next.text);
    setCursor(next.cursor);
    setActive(0);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((chosen + step + matches.length) % matches.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      pick(matches[chosen]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setDismissedAt(typing?.start);
    }
  }

  return (
    <div className={styles.mentionInput}>
      <textarea
        ref={textareaRef}
        aria-label="New note"
        placeholder="Write a note with @mentions..."
        value={value}
        aria-autocomplete="list"
        aria-controls={open ? 'mention-options' : undefined}
        aria-activedescendant={open ? `mention-option-${chosen}` : undefined}
        onChange={(event) => {
          onChange(event.target.value);
          track(event.target);
          setActive(0);
        }}
        onSelect={(event) => track(event.currentTarget)}
        onKeyDown={handleKeyDown}
      />
      {open && (
        <ul id="mention-options" role="listbox" aria-label="Mention suggestions" className={styles.mentionOptions}>
          {matches.map((handle, index) => (
            <li
              key={handle}
              id={`mention-option-${index}`}
              role="option"
              aria-selected={index === chosen}
              // Keeps focus in the text box, where typing goes on.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(handle)}
            >
              {handle}
              {names.has(handle) && <span className={styles.mentionName}> {names.get(handle)}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
