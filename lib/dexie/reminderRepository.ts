import { DEFAULT_REMINDER_HOURS, overdueBefore, overdueScorecards } from '@/lib/interviews/reminders';
import { memberName } from '@/lib/people/members';
import type { InterviewStore, StoreOptions } from '@/lib/store/store';
import type { TalentFlowDB } from './db';

type Reminders = Pick<InterviewStore, 'reminderHours' | 'saveReminderHours' | 'overdueScorecards'>;

export async function readReminderHours(db: TalentFlowDB): Promise<number> {
  const row = await db.settings.get('scorecardReminders');
  return row?.key === 'scorecardReminders' ? row.hours : DEFAULT_REMINDER_HOURS;
}

/** Overdue scorecards over the browser's database: worked out when read, by lib/interviews/reminders.ts. */
export function dexieReminders(db: TalentFlowDB, { now = () => new Date(), team = [] }: StoreOptions): Reminders {
  return {
    reminderHours: () => readReminderHours(db),
    saveReminderHours: async (hours) => {
      await db.settings.put({ key: 'scorecardReminders', hours });
      return hours;
    },
    overdueScorecards: (jobId) =>
      db.transaction('r', [db.settings, db.interviews, db.scorecards, db.candidates], async () => {
        const hours = await readReminderHours(db);
        // An interview lasts at most eight hours: those starting before the cutoff are the only ones to look at.
        const ended = await db.interviews.where('startsAt').below(overdueBefore(hours, now())).toArray();
        const interviews = ended.filter((interview) => !jobId || interview.jobId === jobId);
        const candidateIds = [...new Set(interviews.map((interview) => interview.candidateId))];
        const scorecards = await db.scorecards.where('candidateId').anyOf(candidateIds).toArray();
        const candidates = await db.candidates.bulkGet(candidateIds);
        const names = new Map(candidates.flatMap((row) => (row ? [[row.id, row.name] as const] : [])));
        return overdueScorecards(
          interviews,
          scorecards,
          {
            candidate: (id) => names.get(id) ?? '',
            member: (id) => memberName(team, id),
          },
          hours,
          now(),
        );
      }),
  };
}
