import { type EditAssessment, updateQuestion } from '@/lib/assessments/assessmentDraft';
import { problemKeys } from '@/lib/assessments/assessmentProblems';
import { DEFAULT_QUESTION_POINTS, MAX_QUESTION_POINTS } from '@/lib/shared/constants';
import type { Question } from '@/lib/shared/types';
import styles from './Assessment.module.css';
import { useFieldProblem } from './useFieldProblem';

const optionalNumber = (text: string) => (text === '' ? undefined : Number(text));

const HOW_SCORED: Record<Question['type'], string> = {
  single: 'Tick the right option to score it.',
  multi: 'Tick every right option: only all of them, and no other, earns the points.',
  numeric: 'Give the range of right answers to score it.',
  short: 'Scored by hand when responses are reviewed.',
  long: 'Scored by hand when responses are reviewed.',
  file: 'Scored by hand when responses are reviewed.',
};

/** What a question is worth and how its answers are marked; never shown to applicants. */
export function QuestionMarking({ question, onEdit }: { question: Question; onEdit: EditAssessment }) {
  const edit = (changes: Partial<Question>) => onEdit((draft) => updateQuestion(draft, question.id, changes));
  const points = useFieldProblem(problemKeys.points(question.id));
  const accepted = useFieldProblem(problemKeys.accepted(question.id));
  const setAccepted = (end: 'min' | 'max', text: string) => {
    const range = { ...question.accepted, [end]: optionalNumber(text) };
    const kept = Object.fromEntries(Object.entries(range).filter(([, value]) => value !== undefined));
    edit({ accepted: Object.keys(kept).length > 0 ? kept : undefined });
  };
  return (
    <div className={styles.inline}>
      <label>
        Points
        <input
          type="number"
          min={0}
          max={MAX_QUESTION_POINTS}
          placeholder={String(DEFAULT_QUESTION_POINTS)}
          value={question.points ?? ''}
          onChange={(event) => edit({ points: optionalNumber(event.target.value) })}
          {...points.fieldProps}
        />
      </label>
      {points.problem}
      {question.type === 'numeric' && (
        <>
          <label>
            Right from
            <input
              type="number"
              value={question.accepted?.min ?? ''}
              onChange={(event) => setAccepted('min', event.target.value)}
              {...accepted.fieldProps}
            />
          </label>
          <label>
            Right up to
            <input
              type="number"
              value={question.accepted?.max ?? ''}
              onChange={(event) => setAccepted('max', event.target.value)}
              {...accepted.fieldProps}
            />
          </label>
          {accepted.problem}
        </>
      )}
      <span className={styles.hint}>{question.points === 0 ? 'Not scored: 0 points.' : HOW_SCORED[question.type]}</span>
    </div>
  );
}
