'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useState } from 'react';
import styles from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /**
   * A click outside does not close it (Escape and its own buttons do): for a dialog whose work a
   * stray click would throw away, or whose layout changes under a double click.
   */
  keepOnOutsideClick?: boolean;
  children: ReactNode;
}

/**
 * The open modal: Radix keeps focus inside and closes it on Escape or a click outside. On closing,
 * focus goes back to what opened it, the button a keyboard user pressed, even when the screen
 * has drawn that button anew meanwhile; if it is gone or disabled, to the page's main area.
 */
export function DialogFrame({ open, onOpenChange, title, description, keepOnOutsideClick, children }: DialogProps) {
  const [opener] = useState(() => describeOpener(document.activeElement));

  function returnFocus(event: Event) {
    event.preventDefault();
    const target = opener?.find();
    if (target && !target.matches(':disabled')) target.focus();
    else document.getElementById('main')?.focus();
  }

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          onCloseAutoFocus={returnFocus}
          onPointerDownOutside={keepOnOutsideClick ? (event) => event.preventDefault() : undefined}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description && <RadixDialog.Description>{description}</RadixDialog.Description>}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The opener, and how to find it again if its element has been replaced by one like it. */
function describeOpener(element: Element | null) {
  if (!(element instanceof HTMLElement) || element === document.body) return undefined;
  const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
  const tag = element.tagName;
  return {
    find(): HTMLElement | undefined {
      if (element.isConnected) return element;
      return Array.from(document.querySelectorAll<HTMLElement>(tag)).find(
        (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent ?? '') === name,
      );
    },
  };
}
