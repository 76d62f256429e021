import { Button } from '@/components/ui/Button';
import { addOption, removeOption, renameOption } from '@/lib/assessmentDraft';
import type { Question } from '@/lib/types';
import styles from './Assessment.module.css';
import type { EditAssessment } from '@/lib/assessmentDraft';

export function OptionsEditor({ question, onEdit }: { question: Question; onEdit: EditAssessment }) {
  const options = question.options ?? [];
  return (
    <fieldset className={styles.options}>
      <legend>Options</legend>
      {options.map((option, index) => (
        <div key={option.id} className={styles.inline}>
          <input
            aria-label={`Option ${index + 1}`}
            value={option.label}
            onChange={(event) => onEdit((draft) => renameOption(draft, question.id, option.id, event.target.value))}
          />
          <Button
            size="small"
            variant="ghost"
            aria-label={`Remove option ${index + 1}`}
            disabled={options.length <= 1}
            onClick={() => onEdit((draft) => removeOption(draft, question.id, option.id))}
          >
            ✕
          </Button>
        </div>
      ))}
      <Button size="small" onClick={() => onEdit((draft) => addOption(draft, question.id))}>
        Add option
      </Button>
    </fieldset>
  );
}
