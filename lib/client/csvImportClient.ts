import type { ColumnMapping, ValueChoices } from '@/lib/csv/csvImport';
import { isTeamMode } from './teamMode';
import { signedInDemoMember } from '@/lib/people/demoTeam';
import type {
  DistributiveOmit,
  FinishedImport,
  ImportAnswer,
  ImportMessage,
  ImportRequest,
  PlannedImport,
  ProblemsFile,
  ReadFile,
} from '@/lib/csv/csvImportProtocol';

export type ImportProgress = Extract<ImportMessage, { type: 'progress' }>;

interface Pending {
  resolve: (answer: ImportAnswer) => void;
  reject: (error: Error) => void;
  onProgress?: (progress: ImportProgress) => void;
}

/**
 * One import, worked by its own worker (lib/client/csvImport.worker.ts); `close` stops it, writing
 * nothing unfinished. Requests may overlap (columns chosen quickly one after another): each
 * message of the worker names the request it answers, so no answer reaches another request.
 */
export class CsvImportSession {
  private readonly worker = new Worker(new URL('./csvImport.worker.ts', import.meta.url));
  private readonly pending = new Map<number, Pending>();
  private lastId = 0;

  constructor() {
    this.worker.onmessage = (event: MessageEvent<ImportMessage>) => {
      const message = event.data;
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      if (message.type === 'progress') return waiting.onProgress?.(message);
      this.pending.delete(message.id);
      if (message.type === 'error') waiting.reject(new Error(message.message));
      else waiting.resolve(message);
    };
    this.worker.onerror = (event) => {
      event.preventDefault();
      for (const waiting of this.pending.values()) waiting.reject(new Error('The file could not be read.'));
      this.pending.clear();
    };
  }

  private ask<T extends ImportAnswer>(
    request: DistributiveOmit<ImportRequest, 'id'>,
    onProgress?: (progress: ImportProgress) => void,
  ): Promise<T> {
    const id = ++this.lastId;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (answer: ImportAnswer) => void, reject, onProgress });
      this.worker.postMessage({ ...request, id });
    });
  }

  read(file: Blob, onProgress: (progress: ImportProgress) => void) {
    return this.ask<ReadFile>({ type: 'read', file }, onProgress);
  }

  plan(mapping: ColumnMapping, choices: ValueChoices) {
    return this.ask<PlannedImport>({
      type: 'plan',
      mapping,
      choices,
      team: isTeamMode(),
      member: signedInDemoMember().handle,
    });
  }

  /** Writes the ready rows of the plan shown, `planId` naming it. */
  run(planId: number, onProgress: (progress: ImportProgress) => void) {
    return this.ask<FinishedImport>({ type: 'import', planId }, onProgress);
  }

  problemsCsv() {
    return this.ask<ProblemsFile>({ type: 'problems' }).then((answer) => answer.text);
  }

  close() {
    this.worker.terminate();
  }
}
