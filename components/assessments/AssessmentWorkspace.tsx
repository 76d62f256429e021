'use client';

import { useCallback, useMemo, useState } from 'react';
import { type EditAssessment, structureKey } from '@/lib/assessments/assessmentDraft';
import { draftProblems } from '@/lib/assessments/assessmentProblems';
import type { Removal, RemoveFromAssessment } from '@/lib/assessments/assessmentRemovals';
import type { Assessment } from '@/lib/shared/types';
import { unsavedDrafts } from '@/lib/client/unsavedDrafts';
import styles from './Assessment.module.css';
import { AssessmentBuilder } from './AssessmentBuilder';
import { AssessmentPreview } from './AssessmentPreview';
import { ResponsesPanel } from './ResponsesPanel';
import { RuntimeForm } from './RuntimeForm';
import { SaveStatus } from './SaveStatus';
import { UndoRemoval } from './UndoRemoval';
import { useAutosave } from './useAutosave';
import { DraftProblemsContext } from './useFieldProblem';

/** The builder edits a draft; the preview and the runtime form follow it as it changes. */
export function AssessmentWorkspace({ initial }: { initial: Assessment }) {
  // An edit not saved when the user left comes back with its state; otherwise the saved version.
  const [unsaved] = useState(() => unsavedDrafts.get(initial.jobId));
  const [draft, setDraft] = useState(unsaved?.draft ?? initial);
  const problems = useMemo(() => draftProblems(draft), [draft]);
  const { state, retry, keepMine, loadTheirs } = useAutosave(draft, initial, unsaved, problems.size > 0);
  const replaceWithTheirs = async () => {
    const stored = await loadTheirs();
    if (stored) setDraft(stored);
  };
  const onEdit: EditAssessment = useCallback((edit) => setDraft((current) => edit(current)), []);
  // The latest removal, offered for Undo for a few seconds.
  const [removal, setRemoval] = useState<Removal>();
  const onRemove: RemoveFromAssessment = (remove) => {
    const result = remove(draft);
    if (!result) return;
    setDraft(result.after);
    setRemoval(result);
  };
  const undo = () => {
    if (removal) setDraft((current) => removal.undo(current));
    setRemoval(undefined);
  };
  const expire = useCallback(() => setRemoval(undefined), []);

  return (
    <div className={styles.workspace}>
      <section className={styles.panel} aria-labelledby="builder-heading">
        <div className={styles.panelHeader}>
          <h2 id="builder-heading">Assessment Builder</h2>
          <SaveStatus
            state={state}
            onRetry={retry}
            onKeepMine={() => void keepMine()}
            onLoadTheirs={() => void replaceWithTheirs()}
          />
        </div>
        {removal && <UndoRemoval key={removal.message} removal={removal} onUndo={undo} onExpire={expire} />}
        <DraftProblemsContext value={problems}>
          <AssessmentBuilder assessment={draft} onEdit={onEdit} onRemove={onRemove} />
        </DraftProblemsContext>
      </section>
      <section className={`${styles.panel} ${styles.sticky}`} aria-labelledby="preview-heading" tabIndex={0}>
        <h2 id="preview-heading">Live Preview</h2>
        <AssessmentPreview assessment={draft} />
      </section>
      <section className={`${styles.panel} ${styles.sticky}`} aria-labelledby="runtime-heading" tabIndex={0}>
        <h2 id="runtime-heading">Test Runtime Form</h2>
        <RuntimeForm key={structureKey(draft)} assessment={draft} saved={state.kind === 'saved'} />
        <h3>Responses</h3>
        <ResponsesPanel assessment={draft} />
      </section>
    </div>
  );
}
