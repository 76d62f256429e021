import type { ColumnMapping } from './csvImport';
import type { Stage } from '@/lib/shared/types';

/** Messages between the import dialog (lib/csv/csvImportClient.ts) and its worker (lib/csv/csvImport.worker.ts). */

export type ImportRequest =
  { type: 'read'; file: Blob } | { type: 'plan'; mapping: ColumnMapping } | { type: 'import' } | { type: 'problems' };

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
  ready: number;
  preview: PreviewRow[];
  problemCount: number;
  problems: ListedProblem[];
}

export interface FinishedImport {
  type: 'import';
  imported: number;
  skipped: number;
}

export interface ProblemsFile {
  type: 'problems';
  text: string;
}

export type ImportAnswer = ReadFile | PlannedImport | FinishedImport | ProblemsFile;

export type ImportMessage =
  | ImportAnswer
  | { type: 'progress'; phase: 'reading' | 'importing'; done: number; total: number }
  | { type: 'error'; message: string };
