'use client';

import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import form from '@/components/ui/Form.module.css';
import { Notice } from '@/components/ui/Notice';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import type { SlotOfferInput } from '@/lib/interviews/slots';
import type { Member } from '@/lib/people/members';
import { errorMessage } from '@/lib/shared/format';
import { InterviewFieldset } from './InterviewFieldset';
import { useInterviewFields } from './useInterviewFields';
import { WeekGrid } from './WeekGrid';

/**
 * Times offered to the candidate to pick from: the interview's fields, starts chosen on a week
 * grid free of the interviewers' other interviews, whether the candidate may move it once, and
 * how long the link works. Sent as the invitation email with its link.
 */
export function SlotOfferForm({
  members,
  save,
  onDone,
}: {
  members: readonly Member[];
  save: (input: SlotOfferInput) => Promise<unknown>;
  onDone: () => void;
}) {
  const fields = useInterviewFields();
  const [slots, setSlots] = useState<string[]>([]);
  const [allowReschedule, setAllowReschedule] = useState(true);
  const [days, setDays] = useState('7');
  const [error, setError] = useState<string>();
  const saving = useSingleFlight();
  const toggle = (startsAt: string) =>
    setSlots((chosen) =>
      chosen.includes(startsAt) ? chosen.filter((each) => each !== startsAt) : [...chosen, startsAt],
    );

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void saving.run(async () => {
      setError(undefined);
      try {
        const { startsAt: _none, ...interview } = fields.input('');
        await save({ ...interview, slots, allowReschedule, expiresInDays: Number(days) });
        onDone();
      } catch (failure) {
        setError(errorMessage(failure));
      }
    });
  }

  return (
    <form className={form.form} onSubmit={handleSubmit} aria-label="Offer times" noValidate>
      {error && <Notice>Could not send the times: {error}</Notice>}
      <InterviewFieldset
        fields={fields}
        members={members}
        when={
          <>
            <WeekGrid
              timeZone={fields.values.timeZone}
              minutes={Number(fields.values.minutes)}
              interviewerIds={fields.values.interviewerIds}
              members={members}
              chosen={slots}
              onToggle={toggle}
            />
            <p role="status">{slots.length === 1 ? '1 time chosen' : `${slots.length} times chosen`}</p>
            <div className={form.row}>
              <label className={form.checkbox}>
                <input
                  type="checkbox"
                  checked={allowReschedule}
                  onChange={(event) => setAllowReschedule(event.target.checked)}
                />
                Let the candidate move it once
              </label>
              <label>
                The link works for (days)
                <input inputMode="numeric" value={days} onChange={(event) => setDays(event.target.value.trim())} />
              </label>
            </div>
          </>
        }
      />
      <div className={form.actions}>
        <Button onClick={onDone}>Cancel</Button>
        <Button type="submit" variant="primary" disabled={saving.busy}>
          Send the times
        </Button>
      </div>
    </form>
  );
}
