import { Badge } from '@/components/ui/Badge';
import { SCORE_TEXTS } from '@/lib/shared/constants';
import type { ResponseScore } from '@/lib/assessments/scoring';

/**
 * A candidate's latest assessment score, short enough for a list row or a board card: the
 * percent (green once it passes, and said so to a screen reader), or what stands in for one.
 */
export function ScoreBadge({ score }: { score: ResponseScore }) {
  if (score.status === 'not-scored') return <Badge colour="neutral">{SCORE_TEXTS.notScored}</Badge>;
  if (score.status === 'awaiting-review') return <Badge colour="yellow">{SCORE_TEXTS.awaitingReview}</Badge>;
  return (
    <Badge colour={score.passed ? 'green' : 'neutral'}>
      <span className="visually-hidden">Score </span>
      {score.percent}%<span className="visually-hidden">{score.passed ? ', passed' : ', below the pass mark'}</span>
    </Badge>
  );
}
