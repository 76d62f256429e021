'use client';

import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import {
  type AnswerProblem,
  type Answers,
  checkSubmission,
  NO_QUESTIONS_MESSAGE,
  visibleQuestions,
} from '@/lib/assessments/assessmentRules';
import { ApplicantErrorSummary } from '@/components/careers/ApplicantErrorSummary';
import { useApplicantIntl } from '@/components/careers/applicantIntlContext';
import { errorMessage } from '@/lib/shared/format';
import type { AnswerValue, Assessment } from '@/lib/shared/types';
import styles from './Assessment.module.css';
import { QuestionField } from './QuestionField';

export const SUBMITTED_ALERT = 'Response submitted successfully!';

interface AnswerFormProps {
  assessment: Pick<Assessment, 'title' | 'sections' | 'questions'>;
  /** The form's accessible name; also keeps its fields' ids apart from another form's. */
  name: string;
  formId: string;
  initialAnswers?: Answers;
  onAnswersChange?: (answers: Answers) => void;
  /** Sends the checked answers; a refusal is shown and every answer kept for another try. */
  send: (answers: Answers) => Promise<void>;
  /** Why submitting must wait, if it must. */
  waitReason?: ReactNode;
  /** After a submission is received; without it the spec's alert says so and the form stays, locked. */
  onSubmitted?: () => void;
}

/** The spec's runtime form: its rules, alerts and locked state after "Submitted!", whoever answers. */
export function AnswerForm({
  assessment,
  name,
  formId,
  initialAnswers,
  onAnswersChange,
  send,
  waitReason,
  onSubmitted,
}: AnswerFormProps) {
  const [answers, setAnswers] = useState<Answers>(initialAnswers ?? {});
  const { t } = useApplicantIntl();
  const [fieldErrors, setFieldErrors] = useState<Record<string, AnswerProblem>>({});
  // Asks for focus on the first marked question once its message is on screen.
  const [focusRequest, setFocusRequest] = useState(0);
  const [failure, setFailure] = useState<unknown>();
  const [submitted, setSubmitted] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const answered = useRef(false);
  const sending = useSingleFlight();
  // Set as the answer arrives, before React draws the locked form: a second click of a double
  // click that lands in between sends nothing.
  const sent = useRef(false);
  const shown = new Set(visibleQuestions(assessment, answers).map((question) => question.id));

  const answer = useCallback((questionId: string, value: AnswerValue | undefined) => {
    answered.current = true;
    setAnswers((current) => ({ ...current, [questionId]: value }));
    setFieldErrors(({ [questionId]: _cleared, ...rest }) => rest);
  }, []);

  // Told after the change is in (an updater must stay pure), and only of the answerer's own changes.
  useEffect(() => {
    if (answered.current) onAnswersChange?.(answers);
  }, [answers, onAnswersChange]);

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
      setFieldErrors(check.problems);
      if (check.alert)
        window.alert(t(check.alert === NO_QUESTIONS_MESSAGE ? 'answers.noQuestions' : 'answers.required'));
      setFocusRequest((count) => count + 1);
      return;
    }
    void sending.run(async () => {
      if (sent.current) return;
      try {
        setFailure(undefined);
        await send(check.answers);
      } catch (error) {
        setFailure(error);
        return;
      }
      sent.current = true;
      setSubmitted(true);
      if (onSubmitted) onSubmitted();
      else window.alert(SUBMITTED_ALERT);
    });
  }

  const labels = new Map(assessment.questions.map((question) => [question.id, question.label]));
  const problemText = ({ key, values }: AnswerProblem) => t(`answers.${key}`, values);
  const problems = Object.entries(fieldErrors).map(([id, problem]) => ({
    field: labels.get(id) ?? id,
    problem: problemText(problem),
  }));

  return (
    <form ref={form} className={styles.form} onSubmit={handleSubmit} noValidate aria-label={name}>
      <h3 className={styles.formTitle}>{assessment.title}</h3>
      {failure !== undefined && <Notice>{t('answers.notSubmitted', { message: errorMessage(failure) })}</Notice>}
      <ApplicantErrorSummary problems={problems} />
      {assessment.sections.map((section) => (
        <section key={section.id} className={styles.formSection} aria-label={section.title}>
          <h4>{section.title}</h4>
          {section.questions
            .filter((question) => shown.has(question.id))
            .map((question) => (
              <QuestionField
                key={question.id}
                question={question}
                formId={formId}
                value={answers[question.id]}
                onChange={answer}
                disabled={submitted}
                error={fieldErrors[question.id] && problemText(fieldErrors[question.id]!)}
              />
            ))}
        </section>
      ))}
      {waitReason && <p className={styles.hint}>{waitReason}</p>}
      <div>
        <Button type="submit" variant="primary" disabled={submitted || sending.busy || Boolean(waitReason)}>
          {submitted ? t('answers.submittedButton') : t('answers.submit')}
        </Button>
      </div>
      {submitted && <p role="status">{t('answers.submitted')}</p>}
    </form>
  );
}
