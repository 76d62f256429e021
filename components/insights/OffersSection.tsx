import { acceptanceRate, type OfferCounts } from '@/lib/offers/offers';
import { formatFigure } from '@/lib/shared/format';
import styles from './Insights.module.css';

/** Offers sent to the candidates, accepted and declined, and the share of answers that accept. */
export function OffersSection({ offers }: { offers: OfferCounts }) {
  const rate = acceptanceRate(offers);
  return (
    <section className={styles.section} aria-labelledby="offers-heading">
      <h2 id="offers-heading">Offers</h2>
      <table className={styles.table}>
        <tbody>
          <tr>
            <th scope="row">Offers made</th>
            <td>{offers.sent}</td>
          </tr>
          <tr>
            <th scope="row">Accepted</th>
            <td>{offers.accepted}</td>
          </tr>
          <tr>
            <th scope="row">Declined</th>
            <td>{offers.declined}</td>
          </tr>
          <tr>
            <th scope="row">Acceptance rate</th>
            <td>{rate === undefined ? '—' : formatFigure(rate, '%')}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}
