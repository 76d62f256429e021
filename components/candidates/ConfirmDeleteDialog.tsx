'use client';

import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import styles from '@/components/ui/Form.module.css';

interface ConfirmDeleteDialogProps {
  count: number;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDeleteDialog({ count, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()} title="Confirm Delete">
      <p>Are you sure you want to delete {count} selected candidate(s)?</p>
      <div className={styles.actions}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="danger" onClick={onConfirm}>
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
