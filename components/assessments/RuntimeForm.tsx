'use client';

import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { assessmentMutations } from '@/lib/assessments/assessmentQueries';
import { type Answers, checkSubmission, visibleQuestions } from '@/lib/assessments/assessmentRules';
import { errorMessage } from '@/lib/platform/format';
import type { AnswerValue, Assessment } from '@/lib/shared/types';
import styles from './Assessment.module.css';
import { QuestionField } from './QuestionField';

interface RuntimeFormProps {
  assessment: Assessment;
  /** False while the builder has changes the API has not saved: the API checks answers against what it has. */
  saved: boolean;
}

/** Answers start over when the structure changes: the parent keys this form by structureKey. */
export function RuntimeForm({ assessment, saved }: RuntimeFormProps) {
  const [answers, setAnswers] = useState<Answers>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  // Asks for focus on the first marked question once its message is on screen.
  const [focusRequest, setFocusRequest] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const submit = useMutation(assessmentMutations.submit());
  const sending = useSingleFlight();
  // Set as the answer arrives, before React draws the locked form: a second click of a double
  // click that lands in between sends nothing.
  const sent = useRef(false);
  const submitted = submit.isSuccess;
  const shown = new Set(visibleQuestions(assessment, answers).map((question) => question.id));

  const answer = useCallback((questionId: string, value: AnswerValue | undefined) => {
    setAnswers((current) => ({ ...current, [questionId]: value }));
    setFieldErrors(({ [questionId]: _cleared, ...rest }) => rest);
  }, []);

  useEffect(() => {
    if (focusRequest === 0 || !form.current) return;
    // The first control whose question is marked, in the order the form shows them.
    const marked = Array.from(form.current.querySelectorAll<HTMLElement>('[aria-describedby]')).find((element) =>
      element.getAttribute('aria-describedby')?.endsWith('-error'),
    );
    const control = marked?.matches('fieldset') ? marked.querySelector<HTMLElement>('input') : marked;
    control?.focus();
  }, [focusRequest]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (sent.current) return;
    const check = checkSubmission(assessment, answers);
    if (!check.ok) {
      setFieldErrors(check.fieldErrors);
      if (check.alert) window.alert(check.alert);
      setFocusRequest((count) => count + 1);
      return;
    }
    void sending.run(async () => {
      if (sent.current) return;
      try {
        await submit.mutateAsync({ jobId: assessment.jobId, answers: check.answers });
      } catch {
        // The form shows the failure (submit.isError) and keeps every answer for another try.
        return;
      }
      sent.current = true;
      window.alert('Response submitted successfully!');
    });
  }

  return (
    <form ref={form} className={styles.form} onSubmit={handleSubmit} noValidate aria-label="Test runtime form">
      <h3 className={styles.formTitle}>{assessment.title}</h3>
      {submit.isError && <Notice>Could not submit: {errorMessage(submit.error)}</Notice>}
      {assessment.sections.map((section) => (
        <section key={section.id} className={styles.formSection} aria-label={section.title}>
          <h4>{section.title}</h4>
          {section.questions
            .filter((question) => shown.has(question.id))
            .map((question) => (
              <QuestionField
                key={question.id}
                question={question}
                formId="runtime"
                value={answers[question.id]}
                onChange={answer}
                disabled={submitted}
                error={fieldErrors[question.id]}
              />
            ))}
        </section>
      ))}
      {!saved && <p className={styles.hint}>Submitting waits until the builder&apos;s changes are saved.</p>}
      <div>
        <Button type="submit" variant="primary" disabled={submitted || sending.busy || !saved}>
          {submitted ? 'Submitted' : 'Submit'}
        </Button>
      </div>
      {submitted && <p role="status">Submitted!</p>}
    </form>
  );
}
