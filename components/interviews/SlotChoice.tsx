'use client';

import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import form from '@/components/ui/Form.module.css';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { formatInZone } from '@/lib/shared/zonedTime';
import { useApplicantIntl } from '@/components/careers/applicantIntlContext';
import styles from './Interviews.module.css';

/** The offered times by day, read in `timeZone`; one chosen and sent once however often the button is pressed. */
export function SlotChoice({
  slots,
  timeZone,
  action,
  busy,
  onPick,
}: {
  slots: readonly string[];
  timeZone: string;
  action: string;
  busy: boolean;
  onPick: (startsAt: string) => Promise<void>;
}) {
  const { t, locale } = useApplicantIntl();
  const [chosen, setChosen] = useState<string>();
  const sending = useSingleFlight();
  if (slots.length === 0) return <p>{t('schedule.noneLeft')}</p>;
  const dayFormat = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', month: 'long', day: 'numeric' });
  const dayOf = (iso: string) => dayFormat.format(new Date(iso));
  const days = [...new Set(slots.map(dayOf))];
  const choice = chosen && slots.includes(chosen) ? chosen : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (choice) void sending.run(() => onPick(choice));
  }

  return (
    <form className={form.form} aria-label={t('schedule.chooseTime')} onSubmit={submit}>
      {days.map((day) => (
        <fieldset key={day} className={styles.day}>
          <legend>{day}</legend>
          {slots
            .filter((slot) => dayOf(slot) === day)
            .map((slot) => (
              <label key={slot} className={form.checkbox}>
                <input type="radio" name="slot" checked={choice === slot} onChange={() => setChosen(slot)} />
                {formatInZone(slot, timeZone, locale)}
              </label>
            ))}
        </fieldset>
      ))}
      <div className={form.actions}>
        <Button type="submit" variant="primary" disabled={!choice || busy || sending.busy}>
          {action}
        </Button>
      </div>
    </form>
  );
}
