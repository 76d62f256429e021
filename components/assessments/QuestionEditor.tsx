import { memo } from 'react';
import { Button } from '@/components/ui/Button';
import { changeType, duplicateQuestion, moveQuestion, updateQuestion } from '@/lib/assessments/assessmentDraft';
import { removeQuestionUndoably, type RemoveFromAssessment } from '@/lib/assessments/assessmentRemovals';
import type { Assessment, Question, QuestionType } from '@/lib/shared/types';
import styles from './Assessment.module.css';
import type { EditAssessment } from '@/lib/assessments/assessmentDraft';
import { ConditionEditor } from './ConditionEditor';
import { OptionsEditor } from './OptionsEditor';
import { QuestionMarking } from './QuestionMarking';
import { useFieldProblem } from './useFieldProblem';
import { problemKeys } from '@/lib/assessments/assessmentProblems';

const TYPE_LABELS: Record<QuestionType, string> = {
  single: 'Single choice',
  multi: 'Multiple choice',
  short: 'Short text',
  long: 'Long text',
  numeric: 'Number',
  file: 'File upload',
};

interface QuestionEditorProps {
  assessment: Assessment;
  question: Question;
  number: number;
  first: boolean;
  last: boolean;
  onEdit: EditAssessment;
  onRemove: RemoveFromAssessment;
}

const optionalNumber = (text: string) => (text === '' ? undefined : Number(text));

export const QuestionEditor = memo(function QuestionEditor({
  assessment,
  question,
  number,
  first,
  last,
  onEdit,
  onRemove,
}: QuestionEditorProps) {
  const edit = (changes: Partial<Question>) => onEdit((draft) => updateQuestion(draft, question.id, changes));
  const label = useFieldProblem(problemKeys.label(question.id));
  const range = useFieldProblem(problemKeys.range(question.id));
  const maxLength = useFieldProblem(problemKeys.maxLength(question.id));
  return (
    <div role="group" aria-label={`Question ${number}`} className={styles.questionEditor}>
      <div className={styles.inline}>
        <label className={styles.grow}>
          Question {number}
          <input
            value={question.label}
            onChange={(event) => edit({ label: event.target.value })}
            {...label.fieldProps}
          />
        </label>
        {label.problem}
        <label>
          Type
          <select
            value={question.type}
            onChange={(event) => onEdit((draft) => changeType(draft, question.id, event.target.value as QuestionType))}
          >
            {Object.entries(TYPE_LABELS).map(([type, label]) => (
              <option key={type} value={type}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={question.required}
            onChange={(event) => edit({ required: event.target.checked })}
          />
          Required
        </label>
      </div>
      {(question.type === 'single' || question.type === 'multi') && (
        <OptionsEditor question={question} onEdit={onEdit} />
      )}
      {question.type === 'numeric' && (
        <div className={styles.inline}>
          <label>
            Minimum
            <input
              type="number"
              value={question.min ?? ''}
              onChange={(event) => edit({ min: optionalNumber(event.target.value) })}
              {...range.fieldProps}
            />
          </label>
          <label>
            Maximum
            <input
              type="number"
              value={question.max ?? ''}
              onChange={(event) => edit({ max: optionalNumber(event.target.value) })}
              {...range.fieldProps}
            />
          </label>
          {range.problem}
        </div>
      )}
      {(question.type === 'short' || question.type === 'long') && (
        <label>
          Maximum length
          <input
            type="number"
            min={1}
            value={question.maxLength ?? ''}
            onChange={(event) => edit({ maxLength: optionalNumber(event.target.value) })}
            {...maxLength.fieldProps}
          />
        </label>
      )}
      {maxLength.problem}
      <QuestionMarking question={question} onEdit={onEdit} />
      <ConditionEditor assessment={assessment} question={question} onEdit={onEdit} />
      <div className={styles.inline}>
        <Button size="small" disabled={first} onClick={() => onEdit((draft) => moveQuestion(draft, question.id, -1))}>
          Move up
        </Button>
        <Button size="small" disabled={last} onClick={() => onEdit((draft) => moveQuestion(draft, question.id, 1))}>
          Move down
        </Button>
        <Button size="small" onClick={() => onEdit((draft) => duplicateQuestion(draft, question.id))}>
          Duplicate
        </Button>
        <Button
          size="small"
          variant="danger"
          onClick={() => onRemove((draft) => removeQuestionUndoably(draft, question.id))}
        >
          Remove
        </Button>
      </div>
    </div>
  );
});
