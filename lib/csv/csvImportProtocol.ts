import type { ColumnMapping, ImportPlan, ValueChoices } from './csvImport';
import type { Stage } from '@/lib/shared/types';

/** Messages between the import dialog (lib/client/csvImportClient.ts) and its worker (lib/client/csvImport.worker.ts). */

/** Omit over each member of a union, keeping it a union. */
export type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

/** What the dialog asks; `id` ties every message back to the request it answers. */
export type ImportRequest = { id: number } & (
  | { type: 'read'; file: Blob }
  /**
   * `team`: the rows go to the team server (the page's mode), not this browser's database, which
   * the worker writes as the demo's signed-in `member` (a handle) with their role's rules.
   */
  | { type: 'plan'; mapping: ColumnMapping; choices: ValueChoices; team: boolean; member: string }
  /** Imports the plan the dialog shows, refused when a newer choice of columns replaced it. */
  | { type: 'import'; planId: number }
  | { type: 'problems' }
);

export interface ReadFile {
  type: 'read';
  headers: string[];
  rowCount: number;
  mapping: ColumnMapping;
}

export interface PreviewRow {
  line: number;
  name: string;
  email: string;
  stage: Stage;
  jobTitle: string;
  /** A further application of a person in TalentFlow. */
  application?: true;
}

/** A stored candidate a row updates, as the preview shows it: each field it changes, now and then. */
export interface UpdatePreviewRow {
  line: number;
  name: string;
  email: string;
  fields: Array<{ field: 'name' | 'stage' | 'jobId'; before: string; after: string }>;
}

export interface ListedProblem {
  line: number;
  reason: string;
  existingId?: string;
}

/** Problems listed in the dialog; the problems file has every one. */
export const LISTED_PROBLEMS = 100;

export interface PlannedImport {
  type: 'plan';
  /** The request that made it: an import names the plan it writes. */
  planId: number;
  ready: number;
  /** Of the ready rows, those that are further applications of people in TalentFlow. */
  applications: number;
  preview: PreviewRow[];
  /** Rows that would change a stored candidate; `updates` of them are updated (when chosen). */
  updatable: number;
  updates: number;
  updatePreview: UpdatePreviewRow[];
  /** Rows already stored as they are, left alone. */
  unchanged: number;
  problemCount: number;
  problems: ListedProblem[];
  unknown: ImportPlan['unknown'];
}

export interface FinishedImport {
  type: 'import';
  imported: number;
  updated: number;
  unchanged: number;
  skipped: number;
}

export interface ProblemsFile {
  type: 'problems';
  text: string;
}

export type ImportAnswer = ReadFile | PlannedImport | FinishedImport | ProblemsFile;

export type ImportMessage = { id: number } & (
  | ImportAnswer
  | { type: 'progress'; phase: 'reading' | 'importing'; done: number; total: number }
  | { type: 'error'; message: string }
);

export const PLAN_REPLACED = 'The columns were changed after this preview. Check the new preview, then import.';
