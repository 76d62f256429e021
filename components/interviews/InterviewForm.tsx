'use client';

import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import form from '@/components/ui/Form.module.css';
import { Notice } from '@/components/ui/Notice';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { stageName } from '@/lib/candidates/candidateRules';
import type { Interview, InterviewInput } from '@/lib/interviews/interviews';
import { viewerTimeZone } from '@/lib/shared/zonedTime';
import { wallClockAt, zonedInstant } from '@/lib/interviews/zonedTime';
import { INTERVIEW_STAGES, type InterviewStage } from '@/lib/people/assignments';
import type { Member } from '@/lib/people/members';
import { errorMessage } from '@/lib/shared/format';
import { TimeZoneField } from './TimeZoneField';
import styles from './Interviews.module.css';

const LENGTHS = [15, 30, 45, 60, 90, 120];
const HOUR_MS = 60 * 60 * 1000;

/** Tomorrow at ten in `timeZone`: a time a new interview can start at without a past-time refusal. */
const tomorrowAtTen = (timeZone: string) => ({
  ...wallClockAt(new Date(Date.now() + 24 * HOUR_MS).toISOString(), timeZone),
  time: '10:00',
});

interface InterviewFormProps {
  /** The interview to move or change; a new one without it. */
  interview?: Interview;
  members: readonly Member[];
  save: (input: InterviewInput) => Promise<unknown>;
  onDone: () => void;
}

/**
 * An interview's stage, title, time in a chosen zone, length, interviewers, place and notes. The
 * time is typed as the organiser's wall clock in their zone and stored as the instant it names.
 * A refused save keeps what was typed; a double click saves once.
 */
export function InterviewForm({ interview, members, save, onDone }: InterviewFormProps) {
  const [stage, setStage] = useState<InterviewStage>(interview?.stage ?? 'screen');
  const [title, setTitle] = useState(interview?.title ?? `${stageName('screen')} interview`);
  const [timeZone, setTimeZone] = useState(interview?.timeZone ?? viewerTimeZone());
  const [clock, setClock] = useState(() =>
    interview ? wallClockAt(interview.startsAt, interview.timeZone) : tomorrowAtTen(timeZone),
  );
  const [minutes, setMinutes] = useState(String(interview?.durationMinutes ?? 45));
  const [interviewerIds, setInterviewerIds] = useState<string[]>(interview?.interviewerIds ?? []);
  const [location, setLocation] = useState(interview?.location ?? '');
  const [notes, setNotes] = useState(interview?.notes ?? '');
  const [error, setError] = useState<string>();
  const saving = useSingleFlight();

  function chooseStage(next: InterviewStage) {
    // The title follows the stage until someone writes their own.
    if (title === `${stageName(stage)} interview`) setTitle(`${stageName(next)} interview`);
    setStage(next);
  }

  const toggle = (id: string, on: boolean) =>
    setInterviewerIds((ids) => (on ? [...ids, id] : ids.filter((each) => each !== id)));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void saving.run(async () => {
      setError(undefined);
      try {
        await save({
          stage,
          title,
          // The API refuses a missing time by name.
          startsAt: zonedInstant(clock, timeZone) ?? '',
          durationMinutes: Number(minutes),
          timeZone,
          interviewerIds,
          location,
          notes,
        });
        onDone();
      } catch (failure) {
        setError(errorMessage(failure));
      }
    });
  }

  return (
    <form
      className={form.form}
      onSubmit={handleSubmit}
      aria-label={interview ? 'Reschedule the interview' : 'New interview'}
      noValidate
    >
      {error && <Notice>Could not save the interview: {error}</Notice>}
      <div className={form.row}>
        <label>
          Stage
          <select value={stage} onChange={(event) => chooseStage(event.target.value as InterviewStage)}>
            {INTERVIEW_STAGES.map((each) => (
              <option key={each} value={each}>
                {stageName(each)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Title
          <input value={title} onChange={(event) => setTitle(event.target.value)} />
        </label>
      </div>
      <div className={form.row}>
        <label>
          Date
          <input
            type="date"
            value={clock.date}
            onChange={(event) => setClock({ ...clock, date: event.target.value })}
          />
        </label>
        <label>
          Time
          <input
            type="time"
            value={clock.time}
            onChange={(event) => setClock({ ...clock, time: event.target.value })}
          />
        </label>
        <TimeZoneField value={timeZone} onChange={setTimeZone} />
        <label>
          Length
          <select value={minutes} onChange={(event) => setMinutes(event.target.value)}>
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
              checked={interviewerIds.includes(member.id)}
              onChange={(event) => toggle(member.id, event.target.checked)}
            />
            {member.name}
          </label>
        ))}
      </fieldset>
      <label>
        Place or video link
        <input value={location} onChange={(event) => setLocation(event.target.value)} />
      </label>
      <label>
        Notes for the interviewers (the candidate never sees them)
        <textarea rows={2} value={notes} onChange={(event) => setNotes(event.target.value)} />
      </label>
      <div className={form.actions}>
        <Button onClick={onDone}>Cancel</Button>
        <Button type="submit" variant="primary" disabled={saving.busy}>
          {interview ? 'Save the new time' : 'Schedule'}
        </Button>
      </div>
    </form>
  );
}
