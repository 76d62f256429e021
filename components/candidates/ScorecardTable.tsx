import {
  RATING_LABELS,
  RATINGS,
  type RatingCounts,
  type Scorecard,
  type ScorecardSummary,
} from '@/lib/interviews/scorecards';
import { stageName } from '@/lib/candidates/candidateRules';
import styles from './Scorecards.module.css';

/** "2 Yes, 1 No": the counts that are not zero, strongest yes first. */
export function describeCounts(counts: RatingCounts | undefined): string {
  const parts = [...RATINGS]
    .reverse()
    .filter((rating) => (counts?.[rating] ?? 0) > 0)
    .map((rating) => `${counts![rating]} ${RATING_LABELS[rating]}`);
  return parts.length > 0 ? parts.join(', ') : '—';
}

/** The submitted scorecards side by side, one column each, with every attribute's and the overall tally. */
export function ScorecardTable({
  scorecards,
  summary,
}: {
  scorecards: readonly Scorecard[];
  summary: ScorecardSummary;
}) {
  if (scorecards.length === 0) return <p className={styles.muted}>No scorecards submitted yet.</p>;
  const attributes = [...new Set(scorecards.flatMap((card) => Object.keys(card.ratings)))];
  return (
    <>
      <p className={styles.summary}>
        Recommendations:{' '}
        {RATINGS.slice()
          .reverse()
          .map((rating) => `${RATING_LABELS[rating]} ${summary.recommendations[rating]}`)
          .join(' · ')}
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">Submitted scorecards side by side</caption>
          <thead>
            <tr>
              <th scope="col">Attribute</th>
              {scorecards.map((card) => (
                <th key={card.id} scope="col">
                  {card.memberName} ({stageName(card.stage)})
                </th>
              ))}
              <th scope="col">All</th>
            </tr>
          </thead>
          <tbody>
            {attributes.map((attribute) => (
              <tr key={attribute}>
                <th scope="row">{attribute}</th>
                {scorecards.map((card) => (
                  <td key={card.id}>{card.ratings[attribute] ? RATING_LABELS[card.ratings[attribute]] : '—'}</td>
                ))}
                <td>{describeCounts(summary.attributes[attribute])}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">Recommendation</th>
              {scorecards.map((card) => (
                <td key={card.id}>
                  <strong>{card.recommendation ? RATING_LABELS[card.recommendation] : '—'}</strong>
                </td>
              ))}
              <td>{describeCounts(summary.recommendations)}</td>
            </tr>
            <tr>
              <th scope="row">Notes</th>
              {scorecards.map((card) => (
                <td key={card.id} className={styles.cardNotes}>
                  {card.notes || '—'}
                  {card.amendments.length > 0 && <span className={styles.muted}> (amended)</span>}
                </td>
              ))}
              <td />
            </tr>
          </tbody>
        </table>
      </div>
    </>
  );
}
