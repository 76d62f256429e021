import { Button } from '@/components/ui/Button';
import { addOption, type EditAssessment } from '@/lib/assessments/assessmentDraft';
import type { Question } from '@/lib/shared/types';
import styles from './Assessment.module.css';
import { OptionRow } from './OptionRow';

export function OptionsEditor({ question, onEdit }: { question: Question; onEdit: EditAssessment }) {
  return (
    <fieldset className={styles.options}>
      <legend>Options</legend>
      {(question.options ?? []).map((option, index) => (
        <OptionRow key={option.id} question={question} option={option} index={index} onEdit={onEdit} />
      ))}
      <Button size="small" onClick={() => onEdit((draft) => addOption(draft, question.id))}>
        Add option
      </Button>
    </fieldset>
  );
}
