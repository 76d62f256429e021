'use client';

import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import form from '@/components/ui/Form.module.css';
import { Notice } from '@/components/ui/Notice';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { defaultLetter, type Offer, type OfferInput } from '@/lib/offers/offers';
import { useCompanyName } from '@/lib/client/careersQueries';
import { errorMessage, todayIsoDate } from '@/lib/shared/format';

/** Currencies offered first; any ISO 4217 code can be typed. */
const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'SEK', 'PLN', 'CAD', 'AUD', 'INR', 'JPY'];
const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => todayIsoDate(new Date(Date.now() + days * DAY_MS));

interface OfferFormProps {
  /** The draft to change; a new one without it. */
  offer?: Offer;
  candidateName: string;
  jobTitle: string;
  save: (input: OfferInput) => Promise<unknown>;
  onDone: () => void;
}

/** An offer's terms and letter: a new draft, or a draft changed. A refused save keeps what was typed. */
export function OfferForm({ offer, candidateName, jobTitle, save, onDone }: OfferFormProps) {
  const companyName = useCompanyName();
  const [salary, setSalary] = useState(offer ? String(offer.salary) : '');
  const [currency, setCurrency] = useState(offer?.currency ?? 'EUR');
  const [startDate, setStartDate] = useState(offer?.startDate ?? daysFromNow(30));
  const [expiresOn, setExpiresOn] = useState(offer?.expiresOn ?? daysFromNow(14));
  const [notes, setNotes] = useState(offer?.notes ?? '');
  const [letter, setLetter] = useState(offer?.letter ?? '');
  const [error, setError] = useState<string>();
  const saving = useSingleFlight();
  const terms = { salary: Number(salary), currency, startDate, expiresOn };

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void saving.run(async () => {
      setError(undefined);
      try {
        await save({ ...terms, notes, letter });
        onDone();
      } catch (failure) {
        setError(errorMessage(failure));
      }
    });
  }

  return (
    <form className={form.form} onSubmit={handleSubmit} aria-label={offer ? 'Edit the offer' : 'New offer'} noValidate>
      {error && <Notice>Could not save the offer: {error}</Notice>}
      <div className={form.row}>
        <label>
          Yearly salary
          <input inputMode="numeric" value={salary} onChange={(event) => setSalary(event.target.value.trim())} />
        </label>
        <label>
          Currency
          <input
            list="offer-currencies"
            value={currency}
            maxLength={3}
            onChange={(event) => setCurrency(event.target.value.toUpperCase())}
          />
          <datalist id="offer-currencies">
            {CURRENCIES.map((code) => (
              <option key={code} value={code} />
            ))}
          </datalist>
        </label>
      </div>
      <div className={form.row}>
        <label>
          Start date
          <input type="date" value={startDate} onChange={(event) => setStartDate(event.target.value)} />
        </label>
        <label>
          Answer by
          <input type="date" value={expiresOn} onChange={(event) => setExpiresOn(event.target.value)} />
        </label>
      </div>
      <label>
        Letter
        <textarea rows={8} value={letter} onChange={(event) => setLetter(event.target.value)} />
      </label>
      <div className={form.actions}>
        <Button onClick={() => setLetter(defaultLetter({ candidateName, jobTitle, companyName, offer: terms }))}>
          Write the letter from the terms
        </Button>
      </div>
      <label>
        Notes for the team (the candidate never sees them)
        <textarea rows={2} value={notes} onChange={(event) => setNotes(event.target.value)} />
      </label>
      <div className={form.actions}>
        <Button onClick={onDone}>Cancel</Button>
        <Button type="submit" variant="primary" disabled={saving.busy}>
          {offer ? 'Save changes' : 'Save draft'}
        </Button>
      </div>
    </form>
  );
}
