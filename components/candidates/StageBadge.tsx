import { stageName } from '@/lib/candidates/candidateRules';
import { Badge, type BadgeColour } from '@/components/ui/Badge';
import type { Stage } from '@/lib/shared/types';

const COLOUR: Record<Stage, BadgeColour> = {
  applied: 'neutral',
  screen: 'blue',
  tech: 'blue',
  offer: 'yellow',
  hired: 'green',
  rejected: 'red',
};

export function StageBadge({ stage }: { stage: Stage }) {
  return <Badge colour={COLOUR[stage]}>{stageName(stage)}</Badge>;
}
