import { memo } from 'react';
import type { AnswerValue, Question } from '@/lib/shared/types';
import { useApplicantIntl } from '@/components/careers/applicantIntlContext';
import styles from './Assessment.module.css';

interface QuestionFieldProps {
  question: Question;
  /** Makes ids and radio names unique per form (preview and runtime show the same questions). */
  formId: string;
  value: AnswerValue | undefined;
  onChange?: (questionId: string, value: AnswerValue | undefined) => void;
  disabled?: boolean;
  error?: string;
}

/** One question as the candidate sees it: radios, checkboxes, text, a number or a file. */
export const QuestionField = memo(function QuestionField({
  question,
  formId,
  value,
  onChange,
  disabled,
  error,
}: QuestionFieldProps) {
  const { t } = useApplicantIntl();
  const id = `${formId}-${question.id}`;
  const errorId = `${id}-error`;
  const set = (next: AnswerValue | undefined) => onChange?.(question.id, next);
  const label = (
    <>
      {question.label}
      {question.required && <span aria-hidden="true"> *</span>}
    </>
  );
  const common = {
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': question.required || undefined,
  };

  let control;
  if (question.type === 'single' || question.type === 'multi') {
    const chosen = Array.isArray(value) ? value : value === undefined ? [] : [String(value)];
    control = (
      <fieldset
        className={styles.choices}
        disabled={disabled}
        aria-describedby={common['aria-describedby']}
        {...(question.type === 'single' ? { role: 'radiogroup', 'aria-required': common['aria-required'] } : {})}
      >
        <legend>{label}</legend>
        {question.options?.map((option) => (
          <label key={option.id}>
            <input
              type={question.type === 'single' ? 'radio' : 'checkbox'}
              name={id}
              value={option.label}
              checked={chosen.includes(option.label)}
              disabled={disabled}
              onChange={(event) => {
                if (question.type === 'single') set(option.label);
                else
                  set(
                    event.target.checked ? [...chosen, option.label] : chosen.filter((item) => item !== option.label),
                  );
              }}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
    );
  } else {
    const input =
      question.type === 'long' ? (
        <textarea id={id} value={String(value ?? '')} onChange={(event) => set(event.target.value)} {...common} />
      ) : question.type === 'numeric' ? (
        <input
          id={id}
          type="number"
          min={question.min}
          max={question.max}
          value={value === undefined ? '' : String(value)}
          onChange={(event) => set(event.target.value === '' ? undefined : event.target.valueAsNumber)}
          {...common}
        />
      ) : question.type === 'file' ? (
        <input id={id} type="file" onChange={(event) => set(event.target.files?.[0]?.name)} {...common} />
      ) : (
        <input
          id={id}
          type="text"
          value={String(value ?? '')}
          onChange={(event) => set(event.target.value)}
          {...common}
        />
      );
    control = (
      <>
        <label htmlFor={id}>{label}</label>
        {input}
        {question.type === 'file' && typeof value === 'string' && (
          <span className={styles.hint}>{t('answers.chosenFile', { name: value })}</span>
        )}
      </>
    );
  }

  return (
    <div className={styles.field}>
      {control}
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
});
