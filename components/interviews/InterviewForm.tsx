'use client';

import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import form from '@/components/ui/Form.module.css';
import { Notice } from '@/components/ui/Notice';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import type { Interview, InterviewInput } from '@/lib/interviews/interviews';
import { wallClockAt, zonedInstant } from '@/lib/interviews/zonedTime';
import type { Member } from '@/lib/people/members';
import { errorMessage } from '@/lib/shared/format';
import { viewerTimeZone } from '@/lib/shared/zonedTime';
import { InterviewFieldset } from './InterviewFieldset';
import { useInterviewFields } from './useInterviewFields';

const DAY_MS = 24 * 60 * 60 * 1000;

interface InterviewFormProps {
  /** The interview to move or change; a new one without it. */
  interview?: Interview;
  members: readonly Member[];
  save: (input: InterviewInput) => Promise<unknown>;
  onDone: () => void;
}

/**
 * An interview at one time: typed as the organiser's wall clock in their zone and stored as the
 * instant it names. A refused save keeps what was typed; a double click saves once.
 */
export function InterviewForm({ interview, members, save, onDone }: InterviewFormProps) {
  const fields = useInterviewFields(interview);
  // A new one starts tomorrow at ten, a time the past-time rule does not refuse.
  const [clock, setClock] = useState(() =>
    interview
      ? wallClockAt(interview.startsAt, interview.timeZone)
      : { ...wallClockAt(new Date(Date.now() + DAY_MS).toISOString(), viewerTimeZone()), time: '10:00' },
  );
  const [error, setError] = useState<string>();
  const saving = useSingleFlight();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void saving.run(async () => {
      setError(undefined);
      try {
        // The API refuses a missing time by name.
        await save(fields.input(zonedInstant(clock, fields.values.timeZone) ?? ''));
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
      <InterviewFieldset
        fields={fields}
        members={members}
        when={
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
          </div>
        }
      />
      <div className={form.actions}>
        <Button onClick={onDone}>Cancel</Button>
        <Button type="submit" variant="primary" disabled={saving.busy}>
          {interview ? 'Save the new time' : 'Schedule'}
        </Button>
      </div>
    </form>
  );
}
