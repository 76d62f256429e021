import { Button } from '@/components/ui/Button';
import { type EditAssessment, markOption, removeOption, renameOption } from '@/lib/assessments/assessmentDraft';
import { problemKeys } from '@/lib/assessments/assessmentProblems';
import type { Question, QuestionOption } from '@/lib/shared/types';
import styles from './Assessment.module.css';
import { useFieldProblem } from './useFieldProblem';

interface OptionRowProps {
  question: Question;
  option: QuestionOption;
  index: number;
  onEdit: EditAssessment;
}

/** One choice of a single or multiple choice question, with its problem beside it. */
export function OptionRow({ question, option, index, onEdit }: OptionRowProps) {
  const { fieldProps, problem } = useFieldProblem(problemKeys.option(question.id, option.id));
  const right = question.correct?.includes(option.id) ?? false;
  return (
    <div className={styles.inline}>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={right}
          aria-label={`Option ${index + 1} is right`}
          onChange={(event) => onEdit((draft) => markOption(draft, question.id, option.id, event.target.checked))}
        />
        Right
      </label>
      <input
        aria-label={`Option ${index + 1}`}
        value={option.label}
        onChange={(event) => onEdit((draft) => renameOption(draft, question.id, option.id, event.target.value))}
        {...fieldProps}
      />
      <Button
        size="small"
        variant="ghost"
        aria-label={`Remove option ${index + 1}`}
        disabled={(question.options?.length ?? 0) <= 1}
        onClick={() => onEdit((draft) => removeOption(draft, question.id, option.id))}
      >
        ✕
      </Button>
      {problem}
    </div>
  );
}
