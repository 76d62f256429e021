'use client';

import { type ComponentType, type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { JobRows, type JobRowsProps } from './JobRows';

let loaded: ComponentType<JobRowsProps> | undefined;

const FOCUSABLE = 'a[href], button, [tabindex]';

/** Where focus was in the table body: row, then the how-manieth focusable element of that row. */
function focusPosition(table: HTMLTableElement): [number, number] | undefined {
  const active = document.activeElement;
  const row = active?.closest('tbody tr');
  if (!row || !table.contains(row)) return undefined;
  return [
    Array.from(row.parentElement!.children).indexOf(row),
    Array.from(row.querySelectorAll(FOCUSABLE)).indexOf(active!),
  ];
}

/**
 * The drag-and-drop library is a tenth of a cold start, and most visits never reorder a job: it
 * loads when a pointer or focus reaches a reorder handle, and the rows then swap for draggable
 * ones that look the same. Only a handle asks, so a click on a row's buttons never meets a swap;
 * focus stays on the element it was on.
 */
export function useReorderableRows(table: RefObject<HTMLTableElement | null>) {
  const [Rows, setRows] = useState<ComponentType<JobRowsProps>>(() => loaded ?? JobRows);
  const focusBeforeSwap = useRef<[number, number]>(undefined);

  const wantReorder = useCallback(() => {
    if (loaded) return;
    import('./ReorderableJobRows').then(({ ReorderableJobRows }) => {
      loaded ??= ReorderableJobRows;
      if (table.current) focusBeforeSwap.current = focusPosition(table.current);
      setRows(() => ReorderableJobRows);
    });
  }, [table]);

  useLayoutEffect(() => {
    const position = focusBeforeSwap.current;
    focusBeforeSwap.current = undefined;
    if (!position || !table.current) return;
    const row = table.current.tBodies[0]?.rows[position[0]];
    row?.querySelectorAll<HTMLElement>(FOCUSABLE)[position[1]]?.focus();
  }, [Rows, table]);

  return { Rows, wantReorder };
}
