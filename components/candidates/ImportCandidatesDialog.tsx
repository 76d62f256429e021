'use client';

import { type DragEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { downloadFile } from '@/components/ui/downloadFile';
import form from '@/components/ui/Form.module.css';
import { Notice } from '@/components/ui/Notice';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { type ColumnMapping, NO_CHOICES, type ValueChoices } from '@/lib/csv/csvImport';
import { useJobsById } from '@/lib/client/jobQueries';
import { CsvImportSession, type ImportProgress } from '@/lib/client/csvImportClient';
import type { FinishedImport, PlannedImport, ReadFile } from '@/lib/csv/csvImportProtocol';
import { errorMessage, formatCount } from '@/lib/shared/format';
import { writesInFlight } from '@/lib/client/writesInFlight';
import styles from './ImportCandidatesDialog.module.css';
import { ImportColumnMapping } from './ImportColumnMapping';
import { ImportPreview } from './ImportPreview';
import { ImportUpdates } from './ImportUpdates';
import { ImportValueChoices } from './ImportValueChoices';

const PROGRESS_LABELS = { reading: 'Reading the file', importing: 'Importing candidates' };

function importLabel({ ready, updates }: PlannedImport): string {
  if (updates === 0) return `Import ${formatCount(ready, 'candidate')}`;
  if (ready === 0) return `Update ${formatCount(updates, 'candidate')}`;
  return `Import ${formatCount(ready, 'candidate')} and update ${updates}`;
}

/**
 * "Import CSV": choose or drop a file, check which column holds what, see the first rows and
 * every problem, then import the ready rows in one transaction. The work runs in a worker;
 * Cancel or closing stops it, and an import stopped before it finished writes nothing.
 */
export function ImportCandidatesDialog({ onClose }: { onClose: () => void }) {
  const session = useRef<CsvImportSession | undefined>(undefined);
  const [file, setFile] = useState<ReadFile>();
  const [mapping, setMapping] = useState<ColumnMapping>();
  const [choices, setChoices] = useState<ValueChoices>(NO_CHOICES);
  /** The last check's unknown values: kept while a choice among them is checked, so its select keeps focus. */
  const [unknown, setUnknown] = useState<PlannedImport['unknown']>();
  /** The last check's count of rows that would update stored candidates: kept while a new check runs, like `unknown`. */
  const [updatable, setUpdatable] = useState(0);
  const jobs = useJobsById();
  const [plan, setPlan] = useState<PlannedImport>();
  const [progress, setProgress] = useState<ImportProgress>();
  const [finished, setFinished] = useState<FinishedImport>();
  const [error, setError] = useState<string>();
  const [dropping, setDropping] = useState(false);
  const importing = useSingleFlight();
  /** The newest choice of columns: an older check answering later is not shown. */
  const newestCheck = useRef(0);

  useEffect(() => {
    const current = new CsvImportSession();
    session.current = current;
    return () => current.close();
  }, []);

  async function step<T>(work: (current: CsvImportSession) => Promise<T>): Promise<T | undefined> {
    setError(undefined);
    try {
      return await work(session.current!);
    } catch (failure) {
      setError(errorMessage(failure));
      return undefined;
    } finally {
      setProgress(undefined);
    }
  }

  async function check(next: ColumnMapping, nextChoices: ValueChoices = choices) {
    const asked = ++newestCheck.current;
    setMapping(next);
    setChoices(nextChoices);
    if (next !== mapping) setUnknown(undefined);
    setPlan(undefined);
    if (next.name === null || next.email === null) return;
    const planned = await step((current) => current.plan(next, nextChoices));
    if (asked === newestCheck.current) {
      setPlan(planned);
      if (planned) {
        setUnknown(planned.unknown);
        setUpdatable(planned.updatable);
      }
    }
  }

  async function choose(chosen: File | undefined) {
    if (!chosen) return;
    setFile(undefined);
    setPlan(undefined);
    const read = await step((current) => current.read(chosen, setProgress));
    setFile(read);
    if (read) await check(read.mapping, NO_CHOICES);
  }

  function runImport(shown: PlannedImport) {
    void importing.run(async () =>
      setFinished(await step((current) => writesInFlight.track(current.run(shown.planId, setProgress)))),
    );
  }

  async function downloadProblems() {
    const text = await step((current) => current.problemsCsv());
    if (text !== undefined) downloadFile('import-problems.csv', text, 'text/csv;charset=utf-8');
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDropping(false);
    if (!importing.busy && !finished) void choose(event.dataTransfer.files[0]);
  }

  const busy = progress !== undefined || importing.busy;
  return (
    // A stray click outside would throw away the file and its mapping; and the dialog shrinks when
    // the import is done, so a double-clicked Import's second click can land outside it.
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Import candidates" keepOnOutsideClick>
      <div
        className={form.form}
        onDragOver={(event) => {
          event.preventDefault();
          setDropping(true);
        }}
        onDragLeave={() => setDropping(false)}
        onDrop={drop}
      >
        {error && <Notice>{error}</Notice>}
        {finished ? (
          <p role="status">
            {formatCount(finished.imported, 'candidate')} imported
            {finished.updated > 0 && `, ${finished.updated} updated`}
            {finished.unchanged > 0 && `, ${finished.unchanged} unchanged`}, {finished.skipped} skipped
          </p>
        ) : (
          <div className={`${styles.drop} ${dropping ? styles.dropping : ''}`}>
            <label>
              CSV file
              <input
                type="file"
                accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values"
                disabled={busy}
                onChange={(event) => void choose(event.target.files?.[0])}
              />
            </label>
            <span>or drop it here. A header row names the columns; commas, semicolons or tabs between them.</span>
          </div>
        )}
        {progress && (
          <label>
            {PROGRESS_LABELS[progress.phase]}
            <progress className={styles.progress} value={progress.done} max={progress.total || 1} />
          </label>
        )}
        {file && mapping && !finished && (
          <>
            <p>{formatCount(file.rowCount, 'row')} in the file.</p>
            <ImportColumnMapping headers={file.headers} mapping={mapping} onChange={(next) => void check(next)} />
            {(mapping.name === null || mapping.email === null) && <p>Choose the columns for Name and Email.</p>}
            {unknown && (
              <ImportValueChoices
                unknown={unknown}
                choices={choices}
                jobs={jobs}
                onChange={(next) => void check(mapping, next)}
              />
            )}
            <ImportUpdates
              updatable={updatable}
              updating={choices.updateExisting}
              onChange={(updateExisting) => void check(mapping, { ...choices, updateExisting })}
              preview={plan?.updatePreview}
            />
            {plan && <ImportPreview plan={plan} />}
          </>
        )}
        <div className={`${form.actions} ${styles.actions}`}>
          {(plan?.problemCount ?? 0) > 0 && <Button onClick={() => void downloadProblems()}>Download problems</Button>}
          {finished ? (
            <Button
              variant="primary"
              // Close takes the Import button's place: the second click of a double-clicked Import is not a close.
              onClick={(event) => event.detail < 2 && onClose()}
            >
              Close
            </Button>
          ) : (
            <>
              <Button onClick={onClose}>Cancel</Button>
              {plan && plan.ready + plan.updates > 0 && (
                <Button variant="primary" disabled={busy} onClick={() => runImport(plan)}>
                  {importLabel(plan)}
                </Button>
              )}
            </>
          )}
        </div>
      </div>
    </Dialog>
  );
}
