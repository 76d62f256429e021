import { type QuestionMark, rightAnswerText } from '@/lib/assessments/scoring';
import type { AnswerValue, Question } from '@/lib/shared/types';
import styles from './Assessment.module.css';

interface ReviewedAnswerProps {
  question: Question;
  value: AnswerValue | undefined;
  mark: QuestionMark;
  points: string;
  /** Undefined where the role may not score by hand: the verdict only, no input. */
  onPoints: ((text: string) => void) | undefined;
}

const shown = (value: AnswerValue | undefined) =>
  value === undefined ? 'No answer' : Array.isArray(value) ? value.join(', ') : String(value);

function verdict(mark: QuestionMark): string {
  if (mark.kind === 'unscored') return 'Not scored';
  if (mark.kind === 'marked') return `${mark.right ? 'Right' : 'Wrong'}: ${mark.earned} / ${mark.possible}`;
  return mark.earned === undefined
    ? `Awaiting review, up to ${mark.possible}`
    : `Reviewed: ${mark.earned} / ${mark.possible}`;
}

/** A question, the answer given (always as text) and how it was marked; written answers take points. */
export function ReviewedAnswer({ question, value, mark, points, onPoints }: ReviewedAnswerProps) {
  const right = rightAnswerText(question);
  return (
    <li
      className={styles.reviewedAnswer}
      data-mark={mark.kind === 'marked' ? (mark.right ? 'right' : 'wrong') : mark.kind}
    >
      <strong>{question.label}</strong>
      <p className={styles.answerText}>{shown(value)}</p>
      <p className={styles.hint}>
        {verdict(mark)}
        {mark.kind === 'marked' && !mark.right && right && <> (right: {right})</>}
      </p>
      {mark.kind === 'review' && onPoints && (
        <label>
          Points for “{question.label}”
          <input
            type="number"
            min={0}
            max={mark.possible}
            step={1}
            value={points}
            onChange={(event) => onPoints(event.target.value)}
          />
        </label>
      )}
    </li>
  );
}
