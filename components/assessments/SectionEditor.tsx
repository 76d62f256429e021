import { Button } from '@/components/ui/Button';
import { addQuestion, moveSection, renameSection } from '@/lib/assessments/assessmentDraft';
import { removeSectionUndoably, type RemoveFromAssessment } from '@/lib/assessments/assessmentRemovals';
import type { Assessment, Section } from '@/lib/shared/types';
import styles from './Assessment.module.css';
import type { EditAssessment } from '@/lib/assessments/assessmentDraft';
import { QuestionEditor } from './QuestionEditor';

interface SectionEditorProps {
  assessment: Assessment;
  section: Section;
  number: number;
  /** Number of the section's first question in the whole assessment. */
  firstQuestionNumber: number;
  onEdit: EditAssessment;
  onRemove: RemoveFromAssessment;
}

export function SectionEditor({
  assessment,
  section,
  number,
  firstQuestionNumber,
  onEdit,
  onRemove,
}: SectionEditorProps) {
  const count = assessment.sections.length;
  return (
    <section className={styles.sectionEditor} aria-label={`Section ${number}`}>
      <div className={styles.inline}>
        <label className={styles.grow}>
          Section {number} title
          <input
            value={section.title}
            onChange={(event) => onEdit((draft) => renameSection(draft, section.id, event.target.value))}
          />
        </label>
        <Button
          size="small"
          disabled={number === 1}
          onClick={() => onEdit((draft) => moveSection(draft, section.id, -1))}
        >
          Move section up
        </Button>
        <Button
          size="small"
          disabled={number === count}
          onClick={() => onEdit((draft) => moveSection(draft, section.id, 1))}
        >
          Move section down
        </Button>
        <Button
          size="small"
          variant="danger"
          onClick={() => onRemove((draft) => removeSectionUndoably(draft, section.id))}
        >
          Remove section
        </Button>
      </div>
      {section.questions.map((question, index) => (
        <QuestionEditor
          key={question.id}
          assessment={assessment}
          question={question}
          number={firstQuestionNumber + index}
          first={index === 0}
          last={index === section.questions.length - 1}
          onEdit={onEdit}
          onRemove={onRemove}
        />
      ))}
      <Button size="small" onClick={() => onEdit((draft) => addQuestion(draft, section.id))}>
        Add question to section {number}
      </Button>
    </section>
  );
}
