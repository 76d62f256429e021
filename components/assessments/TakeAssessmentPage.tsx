'use client';

import { refusalOf } from '@/lib/client/apiClient';
import { RecordNotFoundError } from '@/lib/shared/errors';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFocusedConfirmation } from '@/components/ui/useFocusedConfirmation';
import { useDocumentTitle } from '@/components/ui/useDocumentTitle';
import { assessmentLinkMutations, assessmentLinkQueries } from '@/lib/client/assessmentLinkQueries';
import type { Answers } from '@/lib/assessments/assessmentRules';
import { takeDrafts } from '@/lib/client/takeDrafts';
import styles from './Assessment.module.css';
import { AnswerForm } from './AnswerForm';
import { ApplicantLoadError } from '@/components/careers/ApplicantLoadError';
import { withApplicantIntl } from '@/components/careers/ApplicantIntl';
import { useApplicantIntl } from '@/components/careers/applicantIntlContext';

/**
 * The applicant's screen behind a sent link: the questions without any marking, the runtime
 * form's rules, answers kept in this browser as they are typed, one submission.
 */
export const TakeAssessmentPage = withApplicantIntl(function TakeAssessmentPage({ token }: { token: string }) {
  const { t } = useApplicantIntl();
  const toTake = useQuery(assessmentLinkQueries.toTake(token));
  const start = useMutation(assessmentLinkMutations.start());
  const submit = useMutation(assessmentLinkMutations.submit());
  const [draft] = useState(() => takeDrafts.read(token));
  const [received, setReceived] = useState(false);
  const confirmation = useFocusedConfirmation<HTMLHeadingElement>(received);
  const started = useRef(false);
  const keepDraft = useCallback((answers: Answers) => takeDrafts.keep(token, answers), [token]);
  useDocumentTitle(toTake.data ? `${toTake.data.assessment.title} · ${toTake.data.jobTitle}` : t('take.title'));

  const loaded = toTake.isSuccess;
  const { mutate: markStarted } = start;
  useEffect(() => {
    if (!loaded || started.current) return;
    started.current = true;
    // Only the recruiter's "Started" depends on it: a failure is not the applicant's concern.
    markStarted(token);
  }, [loaded, markStarted, token]);

  if (toTake.isPending) return <p role="status">{t('take.loading')}</p>;
  if (toTake.isError) {
    const refused = refusalOf(toTake.error) instanceof RecordNotFoundError;
    if (!refused) return <ApplicantLoadError error={toTake.error} onRetry={() => void toTake.refetch()} />;
    return (
      <section className={styles.applicantMessage}>
        <h1>{draft.submitted ? t('take.alreadySubmitted') : t('common.linkUnusable')}</h1>
        <p>{draft.submitted ? t('take.alreadySubmittedText') : t('take.notValid')}</p>
      </section>
    );
  }
  const { jobTitle, assessment } = toTake.data;
  if (received) {
    return (
      <section className={styles.applicantMessage}>
        <h1 ref={confirmation} tabIndex={-1}>
          {t('take.received')}
        </h1>
        <p role="status">{t('take.receivedText', { jobTitle })}</p>
      </section>
    );
  }
  return (
    <section className={styles.applicantForm}>
      <h1>{jobTitle}</h1>
      <p className={styles.hint}>{t('take.keptHere')}</p>
      <AnswerForm
        assessment={assessment}
        name={assessment.title}
        formId="take"
        initialAnswers={draft.answers}
        onAnswersChange={keepDraft}
        send={async (answers) => {
          await submit.mutateAsync({ token, answers });
          takeDrafts.submitted(token);
        }}
        onSubmitted={() => setReceived(true)}
      />
    </section>
  );
});
