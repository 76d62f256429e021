import type { ColumnMapping } from './csvImport';
import type {
  FinishedImport,
  ImportAnswer,
  ImportMessage,
  ImportRequest,
  PlannedImport,
  ProblemsFile,
  ReadFile,
} from './csvImportProtocol';

export type ImportProgress = Extract<ImportMessage, { type: 'progress' }>;

/** One import, worked by its own worker (lib/csv/csvImport.worker.ts); `close` stops it, writing nothing unfinished. */
export class CsvImportSession {
  private readonly worker = new Worker(new URL('./csvImport.worker.ts', import.meta.url));

  /** Sends one request and waits for its answer; the dialog sends the next only after it. */
  private ask<T extends ImportAnswer>(request: ImportRequest, onProgress?: (progress: ImportProgress) => void) {
    return new Promise<T>((resolve, reject) => {
      this.worker.onmessage = (event: MessageEvent<ImportMessage>) => {
        const message = event.data;
        if (message.type === 'progress') onProgress?.(message);
        else if (message.type === 'error') reject(new Error(message.message));
        else resolve(message as T);
      };
      this.worker.onerror = (event) => {
        event.preventDefault();
        reject(new Error('The file could not be read.'));
      };
      this.worker.postMessage(request);
    });
  }

  read(file: Blob, onProgress: (progress: ImportProgress) => void) {
    return this.ask<ReadFile>({ type: 'read', file }, onProgress);
  }

  plan(mapping: ColumnMapping) {
    return this.ask<PlannedImport>({ type: 'plan', mapping });
  }

  run(onProgress: (progress: ImportProgress) => void) {
    return this.ask<FinishedImport>({ type: 'import' }, onProgress);
  }

  problemsCsv() {
    return this.ask<ProblemsFile>({ type: 'problems' }).then((answer) => answer.text);
  }

  close() {
    this.worker.terminate();
  }
}
