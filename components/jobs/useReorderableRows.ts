'use client';

import { type ComponentType, type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
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
 * The drag-and-drop library is a tenth of a cold start, so it is not on the way to the first
 * paint: it loads once the table has painted rows (or sooner, when a pointer or focus reaches a
 * reorder handle), and the rows then swap for draggable ones that look the same. A press on a
 * grip therefore finds the library ready instead of starting its download and being ignored.
 * Focus stays on the element it was on across the swap.
 */
export function useReorderableRows(table: RefObject<HTMLTableElement | null>, painted: boolean) {
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

  useEffect(() => {
    if (!painted || loaded) return;
    // Two frames: the first runs before the rows are painted, the second after.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(wantReorder);
    });
    return () => cancelAnimationFrame(frame);
  }, [painted, wantReorder]);

  useLayoutEffect(() => {
    const position = focusBeforeSwap.current;
    focusBeforeSwap.current = undefined;
    if (!position || !table.current) return;
    const row = table.current.tBodies[0]?.rows[position[0]];
    row?.querySelectorAll<HTMLElement>(FOCUSABLE)[position[1]]?.focus();
  }, [Rows, table]);

  return { Rows, wantReorder };
}
