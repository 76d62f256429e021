'use client';

import { Dialog } from '@/components/ui/Dialog';
import type { ResponseRow } from '@/lib/assessments/responseRows';
import { ResponseReview } from './ResponseReview';

/** One response open for review, over the screen it was opened from. */
export function ResponseReviewDialog({ row, onClose }: { row: ResponseRow; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`${row.answered.title}: response`}>
      <ResponseReview row={row} />
    </Dialog>
  );
}
