import { Button } from '@/components/ui/Button';
import { addSection, type EditAssessment, setPassMark, setTitle } from '@/lib/assessments/assessmentDraft';
import { DEFAULT_PASS_MARK } from '@/lib/shared/constants';
import type { RemoveFromAssessment } from '@/lib/assessments/assessmentRemovals';
import type { Assessment } from '@/lib/shared/types';
import styles from './Assessment.module.css';
import { SectionEditor } from './SectionEditor';
import { useFieldProblem } from './useFieldProblem';
import { problemKeys } from '@/lib/assessments/assessmentProblems';

/** Every builder control edits through one function that maps the draft to the next draft. */
interface AssessmentBuilderProps {
  assessment: Assessment;
  onEdit: EditAssessment;
  onRemove: RemoveFromAssessment;
}

export function AssessmentBuilder({ assessment, onEdit, onRemove }: AssessmentBuilderProps) {
  const title = useFieldProblem(problemKeys.title);
  const passMark = useFieldProblem(problemKeys.passMark);
  // Questions are numbered across sections: each section starts after the ones before it.
  const firstNumbers = assessment.sections.map(
    (_section, index) =>
      1 + assessment.sections.slice(0, index).reduce((count, earlier) => count + earlier.questions.length, 0),
  );
  return (
    <div className={styles.builder}>
      <label>
        Assessment title
        <input
          value={assessment.title}
          onChange={(event) => onEdit((draft) => setTitle(draft, event.target.value))}
          {...title.fieldProps}
        />
      </label>
      {title.problem}
      <label>
        Pass mark (%)
        <input
          type="number"
          min={0}
          max={100}
          placeholder={String(DEFAULT_PASS_MARK)}
          value={assessment.passMark ?? ''}
          onChange={(event) =>
            onEdit((draft) => setPassMark(draft, event.target.value === '' ? undefined : Number(event.target.value)))
          }
          {...passMark.fieldProps}
        />
      </label>
      {passMark.problem}
      {assessment.sections.map((section, index) => (
        <SectionEditor
          key={section.id}
          assessment={assessment}
          section={section}
          number={index + 1}
          firstQuestionNumber={firstNumbers[index]}
          onEdit={onEdit}
          onRemove={onRemove}
        />
      ))}
      <Button onClick={() => onEdit(addSection)}>Add section</Button>
    </div>
  );
}
