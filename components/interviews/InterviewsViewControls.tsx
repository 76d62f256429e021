'use client';

import type { inferParserType } from 'nuqs';
import { Button } from '@/components/ui/Button';
import type { interviewsView } from '@/lib/client/viewParams';
import styles from './Interviews.module.css';

type View = inferParserType<typeof interviewsView>;

/** The Interviews page's choices: list or week, whose, and which week. */
export function InterviewsViewControls({
  view,
  seesTeam,
  onChange,
}: {
  view: View;
  seesTeam: boolean;
  onChange: (change: Partial<View>) => void;
}) {
  return (
    <div className={styles.controls}>
      <div role="group" aria-label="Show as">
        {(['list', 'week'] as const).map((each) => (
          <Button key={each} size="small" aria-pressed={view.view === each} onClick={() => onChange({ view: each })}>
            {each === 'list' ? 'List' : 'Week'}
          </Button>
        ))}
      </div>
      {seesTeam && (
        <div role="group" aria-label="Whose">
          {(['mine', 'team'] as const).map((each) => (
            <Button key={each} size="small" aria-pressed={view.who === each} onClick={() => onChange({ who: each })}>
              {each === 'mine' ? 'Mine' : 'The team’s'}
            </Button>
          ))}
        </div>
      )}
      {view.view === 'week' && (
        <div role="group" aria-label="Week">
          <Button size="small" onClick={() => onChange({ week: view.week - 1 })}>
            Previous week
          </Button>
          <Button size="small" onClick={() => onChange({ week: 0 })} disabled={view.week === 0}>
            This week
          </Button>
          <Button size="small" onClick={() => onChange({ week: view.week + 1 })}>
            Next week
          </Button>
        </div>
      )}
    </div>
  );
}
