'use client';

import dynamic from 'next/dynamic';
import type { DialogProps } from './DialogFrame';

// Radix comes with the first dialog opened, not with every screen that has one.
const DialogFrame = dynamic(() => import('./DialogFrame').then((module) => module.DialogFrame), { ssr: false });

/** A modal with a title, focus kept inside, closed by Escape or a click outside. */
export function Dialog(props: DialogProps) {
  return props.open ? <DialogFrame {...props} /> : null;
}
