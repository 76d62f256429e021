'use client';

import { useMutation } from '@tanstack/react-query';
import { assessmentMutations } from '@/lib/client/assessmentQueries';
import type { Assessment } from '@/lib/shared/types';
import { AnswerForm } from './AnswerForm';

interface RuntimeFormProps {
  assessment: Assessment;
  /** False while the builder has changes the API has not saved: the API checks answers against what it has. */
  saved: boolean;
}

/** The builder's test form: answers start over when the structure changes (the parent keys it by structureKey). */
export function RuntimeForm({ assessment, saved }: RuntimeFormProps) {
  const submit = useMutation(assessmentMutations.submit());
  return (
    <AnswerForm
      assessment={assessment}
      name="Test runtime form"
      formId="runtime"
      send={async (answers) => void (await submit.mutateAsync({ jobId: assessment.jobId, answers }))}
      waitReason={saved ? undefined : <>Submitting waits until the builder&apos;s changes are saved.</>}
    />
  );
}
