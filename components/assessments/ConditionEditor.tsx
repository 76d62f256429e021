import { conditionSources, updateQuestion } from '@/lib/assessments/assessmentDraft';
import type { Assessment, Question } from '@/lib/shared/types';
import styles from './Assessment.module.css';
import type { EditAssessment } from '@/lib/assessments/assessmentDraft';

interface ConditionEditorProps {
  assessment: Assessment;
  question: Question;
  onEdit: EditAssessment;
}

/** "Show only when question X is answered Y", X being an earlier single or multi question. */
export function ConditionEditor({ assessment, question, onEdit }: ConditionEditorProps) {
  const sources = conditionSources(assessment, question.id);
  if (sources.length === 0) return null;
  const condition = question.condition;
  const source = sources.find((item) => item.id === condition?.questionId);

  function choose(questionId: string) {
    const next = sources.find((item) => item.id === questionId);
    onEdit((draft) =>
      updateQuestion(draft, question.id, {
        condition: next ? { questionId: next.id, equals: next.options?.[0]?.label ?? '' } : undefined,
      }),
    );
  }

  return (
    <div className={styles.inline}>
      <label>
        Show only when
        <select value={condition?.questionId ?? ''} onChange={(event) => choose(event.target.value)}>
          <option value="">(always shown)</option>
          {sources.map((item) => (
            <option key={item.id} value={item.id}>
              {item.label}
            </option>
          ))}
        </select>
      </label>
      {source && condition && (
        <label>
          is answered
          <select
            value={condition.equals}
            onChange={(event) =>
              onEdit((draft) =>
                updateQuestion(draft, question.id, {
                  condition: { questionId: source.id, equals: event.target.value },
                }),
              )
            }
          >
            {source.options?.map((option) => (
              <option key={option.id} value={option.label}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
