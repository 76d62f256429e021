import { useState } from 'react';
import { stageName } from '@/lib/candidates/candidateRules';
import type { InterviewInput } from '@/lib/interviews/interviews';
import type { InterviewStage } from '@/lib/people/assignments';
import { viewerTimeZone } from '@/lib/shared/zonedTime';

export type InterviewFieldValues = Omit<InterviewInput, 'startsAt' | 'durationMinutes'> & { minutes: string };

/**
 * What an interview is besides its start, as a form holds it: the stage (the title following it
 * until someone writes their own), the organiser's zone, length, interviewers, place and notes.
 */
export function useInterviewFields(initial?: Omit<InterviewInput, 'startsAt'>) {
  const [values, setValues] = useState<InterviewFieldValues>(() => ({
    stage: initial?.stage ?? 'screen',
    title: initial?.title ?? `${stageName('screen')} interview`,
    timeZone: initial?.timeZone ?? viewerTimeZone(),
    minutes: String(initial?.durationMinutes ?? 45),
    interviewerIds: initial?.interviewerIds ?? [],
    location: initial?.location ?? '',
    notes: initial?.notes ?? '',
  }));
  const change = (next: Partial<InterviewFieldValues>) => setValues((current) => ({ ...current, ...next }));
  const chooseStage = (stage: InterviewStage) =>
    setValues((current) => ({
      ...current,
      stage,
      title:
        current.title === `${stageName(current.stage)} interview` ? `${stageName(stage)} interview` : current.title,
    }));
  const toggleInterviewer = (id: string, on: boolean) =>
    setValues((current) => ({
      ...current,
      interviewerIds: on ? [...current.interviewerIds, id] : current.interviewerIds.filter((each) => each !== id),
    }));
  /** The fields as an interview's input, with a start. */
  const input = (startsAt: string): InterviewInput => {
    const { minutes, ...rest } = values;
    return { ...rest, startsAt, durationMinutes: Number(minutes) };
  };
  return { values, change, chooseStage, toggleInterviewer, input };
}

export type InterviewFields = ReturnType<typeof useInterviewFields>;
