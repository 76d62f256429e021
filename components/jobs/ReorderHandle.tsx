import type { DraggableProvidedDragHandleProps } from '@hello-pangea/dnd';
import styles from './JobsTable.module.css';

interface ReorderHandleProps {
  title: string;
  /** True while the table is sorted by a column: order then means nothing to drag. */
  sorted: boolean;
  /** From the drag-and-drop library once it is loaded; until then the handle is inert. */
  dragHandleProps?: DraggableProvidedDragHandleProps | null;
  onWantReorder?: () => void;
}

/** Until the library is loaded the handle is inert; hovering or focusing it asks for the library. */
export function ReorderHandle({ title, sorted, dragHandleProps, onWantReorder }: ReorderHandleProps) {
  const inert = !dragHandleProps;
  return (
    <span
      role="button"
      tabIndex={0}
      onPointerEnter={onWantReorder}
      onFocus={onWantReorder}
      {...dragHandleProps}
      aria-disabled={inert || sorted || undefined}
      className={`${styles.handle} ${sorted ? styles.handleDisabled : ''}`}
      aria-label={`Reorder ${title}`}
    >
      ⠿
    </span>
  );
}
