import type { Browser, BrowserContext, Page } from '@playwright/test';

/** One line of the benchmark's table. */
export interface BenchRow {
  measure: string;
  unit: string;
  median?: number;
  p95?: number;
  runs?: number;
  target: string;
  ok: boolean;
  note?: string;
}

export type { Browser, BrowserContext, Page };

declare global {
  interface Window {
    /** Installed by freshContext: the time of the first DOM change after which isDone() holds. */
    domChange(target: Node, isDone: () => boolean, timeoutMs?: number): Promise<number>;
    /** Set by the import measure: the long tasks seen meanwhile. */
    longTasks: number[];
    /** Set by the import measure: when the file input reported the chosen file. */
    fileChosenAt: number;
    /** Set by the import measure: when the dialog said the candidates were imported. */
    importedAt: Promise<number>;
    /** Set by the board's keyboard-move measure: when each key went down. */
    keyTimes: number[];
    /** Set by the board's keyboard-move measure: when the target column showed the card. */
    movedAt: Promise<number>;
    /** Set by the board's open measure: when every column showed. */
    boardShown: Promise<number>;
  }
}
