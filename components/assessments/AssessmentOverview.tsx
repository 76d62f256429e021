'use client';

import type { Assessment } from '@/lib/shared/types';
import styles from './Assessment.module.css';
import { AssessmentPreview } from './AssessmentPreview';
import { ResponsesPanel } from './ResponsesPanel';

/** The assessment as a role that may not build it sees it: what applicants are asked, and their responses. */
export function AssessmentOverview({ assessment }: { assessment: Assessment }) {
  return (
    <div className={styles.workspace}>
      <section className={styles.panel} aria-labelledby="preview-heading">
        <h2 id="preview-heading">Live Preview</h2>
        <AssessmentPreview assessment={assessment} />
      </section>
      <section className={styles.panel} aria-labelledby="responses-heading">
        <h2 id="responses-heading">Responses</h2>
        <ResponsesPanel assessment={assessment} />
      </section>
    </div>
  );
}
