'use client';

import { useQueryStates } from 'nuqs';
import { useState } from 'react';
import { PageHeader } from '@/components/ui/PageHeader';
import page from '@/components/ui/Page.module.css';
import { useDocumentTitle } from '@/components/ui/useDocumentTitle';
import { useCan, useSignedInMember } from '@/components/ui/useSignedInMember';
import { useCalendar } from '@/lib/client/interviewQueries';
import { useTeamMembers } from '@/lib/client/peopleQueries';
import { AS_A_HISTORY_STEP, interviewsView } from '@/lib/client/viewParams';
import { viewerTimeZone } from '@/lib/shared/zonedTime';
import { weekOf } from '@/lib/interviews/zonedTime';
import { CalendarFeedPanel } from './CalendarFeedPanel';
import { CalendarList } from './CalendarList';
import { CalendarWeek } from './CalendarWeek';
import { InterviewsViewControls } from './InterviewsViewControls';
import { OverdueScorecards } from './OverdueScorecards';
import { ReminderSetting } from './ReminderSetting';
import styles from './Interviews.module.css';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Upcoming and past interviews, or a week of them, in the viewer's zone: a member's own, or the
 * team's for those who may see every candidate (an interviewer sees only their own).
 */
export function InterviewsPage() {
  useDocumentTitle('Interviews');
  const [view, setView] = useQueryStates(interviewsView);
  const seesTeam = useCan('changeCandidates');
  const [member] = useSignedInMember();
  const mayRemind = useCan('setScorecardReminders');
  const mine = !seesTeam || view.who === 'mine';
  const [openedAt] = useState(() => Date.now());
  const zone = viewerTimeZone();
  const week = weekOf(openedAt, view.week, zone);
  const window =
    view.view === 'week'
      ? { from: week.from, to: week.to }
      : { from: new Date(openedAt - 30 * DAY_MS).toISOString(), to: new Date(openedAt + 60 * DAY_MS).toISOString() };
  const interviews = useCalendar({ ...window, mine });
  const members = useTeamMembers();
  return (
    <section className={styles.page}>
      <PageHeader
        title="Interviews"
        details={
          <p className={page.details}>
            {mine ? 'The interviews you are on' : 'Every interview of the team'}, in your time zone ({zone}).
          </p>
        }
      />
      {seesTeam ? (
        <OverdueScorecards title="Scorecards overdue" />
      ) : (
        member && <OverdueScorecards title="Your scorecards due" memberId={member.id} />
      )}
      {mayRemind && <ReminderSetting />}
      <InterviewsViewControls
        view={view}
        seesTeam={seesTeam}
        onChange={(change) => void setView(change, AS_A_HISTORY_STEP)}
      />
      <div aria-busy={interviews === undefined}>
        {interviews === undefined || members === undefined ? (
          <p role="status">Loading interviews...</p>
        ) : view.view === 'week' ? (
          <CalendarWeek days={week.days} interviews={interviews} members={members} timeZone={zone} />
        ) : (
          <CalendarList interviews={interviews} members={members} timeZone={zone} now={openedAt} />
        )}
      </div>
      <CalendarFeedPanel />
    </section>
  );
}
