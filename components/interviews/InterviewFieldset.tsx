'use client';

import type { ReactNode } from 'react';
import form from '@/components/ui/Form.module.css';
import { stageName } from '@/lib/candidates/candidateRules';
import { INTERVIEW_STAGES, type InterviewStage } from '@/lib/people/assignments';
import type { Member } from '@/lib/people/members';
import styles from './Interviews.module.css';
import { TimeZoneField } from './TimeZoneField';
import type { InterviewFields } from './useInterviewFields';

const LENGTHS = [15, 30, 45, 60, 90, 120];

/** An interview's fields besides its start; `when` is where the start (or the times offered) goes. */
export function InterviewFieldset({
  fields,
  members,
  when,
}: {
  fields: InterviewFields;
  members: readonly Member[];
  when: ReactNode;
}) {
  const { values, change, chooseStage, toggleInterviewer } = fields;
  return (
    <>
      <div className={form.row}>
        <label>
          Stage
          <select value={values.stage} onChange={(event) => chooseStage(event.target.value as InterviewStage)}>
            {INTERVIEW_STAGES.map((each) => (
              <option key={each} value={each}>
                {stageName(each)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Title
          <input value={values.title} onChange={(event) => change({ title: event.target.value })} />
        </label>
      </div>
      <div className={form.row}>
        <TimeZoneField value={values.timeZone} onChange={(timeZone) => change({ timeZone })} />
        <label>
          Length
          <select value={values.minutes} onChange={(event) => change({ minutes: event.target.value })}>
            {LENGTHS.map((each) => (
              <option key={each} value={each}>
                {each} minutes
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset className={`${form.row} ${styles.interviewers}`}>
        <legend>Interviewers</legend>
        {members.map((member) => (
          <label key={member.id} className={form.checkbox}>
            <input
              type="checkbox"
              checked={values.interviewerIds.includes(member.id)}
              onChange={(event) => toggleInterviewer(member.id, event.target.checked)}
            />
            {member.name}
          </label>
        ))}
      </fieldset>
      {when}
      <label>
        Place or video link
        <input value={values.location} onChange={(event) => change({ location: event.target.value })} />
      </label>
      <label>
        Notes for the interviewers (the candidate never sees them)
        <textarea rows={2} value={values.notes} onChange={(event) => change({ notes: event.target.value })} />
      </label>
    </>
  );
}
