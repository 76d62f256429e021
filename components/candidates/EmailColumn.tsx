'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import page from '@/components/ui/Page.module.css';
import { stageName } from '@/lib/candidates/candidateRules';
import type { Candidate, Stage } from '@/lib/shared/types';
import { StageOptions } from './StageOptions';

/**
 * The board's bulk email: every card of one column, as the job filter and search show them, gets
 * the same template filled in for them (BulkEmailDialog). In the toolbar, so each column stays one
 * tab stop.
 */
export function EmailColumn({
  columns,
  onEmail,
}: {
  columns: Record<Stage, Candidate[]>;
  onEmail: (candidates: Candidate[]) => void;
}) {
  const [stage, setStage] = useState<Stage>('applied');
  const shown = columns[stage];
  return (
    <>
      <label className={page.inlineLabel}>
        Email a column{' '}
        <select value={stage} onChange={(event) => setStage(event.target.value as Stage)}>
          <StageOptions />
        </select>
      </label>
      <Button disabled={shown.length === 0} onClick={() => onEmail(shown)}>
        Email the {shown.length} shown in {stageName(stage)}
      </Button>
    </>
  );
}
