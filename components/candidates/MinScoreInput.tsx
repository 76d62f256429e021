'use client';

import { useState } from 'react';
import page from '@/components/ui/Page.module.css';
import styles from './CandidatesPage.module.css';
import { PERCENT_PROBLEM, parseWholePercent } from '@/lib/shared/percent';

interface MinScoreInputProps {
  value: number | null;
  onChange: (minScore: number | null) => void;
}

/**
 * "Score at least … %": a whole percent filters the list as it is typed; an empty box shows
 * everyone; anything else is kept as typed and said to be out of range, the filter unchanged.
 */
export function MinScoreInput({ value, onChange }: MinScoreInputProps) {
  const [text, setText] = useState(value === null ? '' : String(value));
  const [shown, setShown] = useState(value);
  // Back, Forward or "Clear search and filter" change the value from outside: the box follows.
  if (value !== shown) {
    setShown(value);
    setText(value === null ? '' : String(value));
  }
  const invalid = text.trim() !== '' && parseWholePercent(text) === undefined;
  return (
    <label className={page.inlineLabel}>
      Score at least
      <input
        className={styles.minScore}
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
        value={text}
        aria-invalid={invalid}
        aria-describedby={invalid ? 'min-score-problem' : undefined}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const typed = parseWholePercent(next);
          if (next.trim() === '') onChange(null);
          else if (typed !== undefined) onChange(typed);
        }}
      />
      %
      {invalid && (
        <span id="min-score-problem" role="alert" className={styles.minScoreProblem}>
          {PERCENT_PROBLEM}
        </span>
      )}
    </label>
  );
}
