import { memo } from 'react';
import type { Assessment } from '@/lib/shared/types';
import styles from './Assessment.module.css';
import { QuestionField } from './QuestionField';

/** The assessment as a candidate will see it: read-only, every question shown, no submit button. */
export const AssessmentPreview = memo(function AssessmentPreview({ assessment }: { assessment: Assessment }) {
  const labels = new Map(assessment.questions.map((question) => [question.id, question.label]));
  return (
    <div className={styles.form}>
      <h3 className={styles.formTitle}>{assessment.title}</h3>
      {assessment.sections.length === 0 && <p className={styles.hint}>Add a section to see it here.</p>}
      {assessment.sections.map((section) => (
        <section key={section.id} className={styles.formSection} aria-label={section.title}>
          <h4>{section.title}</h4>
          {section.questions.map((question) => (
            <div key={question.id}>
              {question.condition && (
                <p className={styles.hint}>
                  Shown only when “{labels.get(question.condition.questionId)}” is answered “{question.condition.equals}
                  ”
                </p>
              )}
              <QuestionField question={question} formId="preview" value={undefined} disabled />
            </div>
          ))}
        </section>
      ))}
    </div>
  );
});
