import { useApplicantIntl } from '@/components/careers/applicantIntlContext';
import type { OfferToAnswer } from '@/lib/offers/offers';
import styles from './Offers.module.css';

/** An offer's terms as a list a person reads: the salary, the start, and until when it stands, in the reader's language. */
export function OfferTerms({
  offer,
}: {
  offer: Pick<OfferToAnswer, 'salary' | 'currency' | 'startDate' | 'expiresOn'>;
}) {
  const { t, format, day } = useApplicantIntl();
  return (
    <dl className={styles.terms}>
      <dt>{t('offer.salary')}</dt>
      <dd>
        {format.number(offer.salary, {
          style: 'currency',
          currency: offer.currency,
          currencyDisplay: 'code',
          maximumFractionDigits: 0,
        })}
      </dd>
      <dt>{t('offer.startDate')}</dt>
      <dd>{day(offer.startDate)}</dd>
      <dt>{t('offer.answerBy')}</dt>
      <dd>{day(offer.expiresOn)}</dd>
    </dl>
  );
}
