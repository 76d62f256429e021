'use client';

import type { ReactNode } from 'react';
import { Dialog } from '@/components/ui/Dialog';

/** One response open for review, over the screen it was opened from. */
export function ResponseReviewDialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`${title}: response`}>
      {children}
    </Dialog>
  );
}
