import { formatSalary, type OfferToAnswer } from '@/lib/offers/offers';
import { formatDate } from '@/lib/shared/format';
import styles from './Offers.module.css';

/** An offer's terms as a list a person reads: the salary, the start, and until when it stands. */
export function OfferTerms({
  offer,
}: {
  offer: Pick<OfferToAnswer, 'salary' | 'currency' | 'startDate' | 'expiresOn'>;
}) {
  return (
    <dl className={styles.terms}>
      <dt>Yearly salary</dt>
      <dd>{formatSalary(offer)}</dd>
      <dt>Start date</dt>
      <dd>{formatDate(offer.startDate)}</dd>
      <dt>Answer by</dt>
      <dd>{formatDate(offer.expiresOn)}</dd>
    </dl>
  );
}
