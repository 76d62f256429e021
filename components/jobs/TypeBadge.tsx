import { Badge, type BadgeColour } from '@/components/ui/Badge';
import type { JobType } from '@/lib/shared/types';

const COLOUR: Record<JobType, BadgeColour> = {
  'Full-Time': 'blue',
  'Part-Time': 'yellow',
  Intern: 'green',
  Contract: 'purple',
};

export function TypeBadge({ type }: { type: JobType }) {
  return <Badge colour={COLOUR[type]}>{type}</Badge>;
}
