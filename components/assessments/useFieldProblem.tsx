'use client';

import { createContext, useContext } from 'react';
import type { DraftProblems } from '@/lib/assessments/assessmentProblems';
import styles from './Assessment.module.css';

/** The builder draft's problems, for every field editor below the workspace. */
export const DraftProblemsContext = createContext<DraftProblems>(new Map());

/**
 * The problem of one field: the props that tie the field to its message, and the message to show
 * beside it (nothing when the field is fine).
 */
export function useFieldProblem(key: string) {
  const message = useContext(DraftProblemsContext).get(key);
  const id = `problem-${key.replace(/[^\w-]/g, '-')}`;
  return {
    fieldProps: { 'aria-invalid': message ? true : undefined, 'aria-describedby': message ? id : undefined },
    problem: message ? (
      <span id={id} className={styles.fieldError}>
        {message}
      </span>
    ) : null,
  };
}
