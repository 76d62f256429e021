import { linkTokenHash, newLinkToken } from '@/lib/assessments/assessmentLinks';
import { FEED_NOT_VALID, FEED_PAST_DAYS } from '@/lib/interviews/interviews';
import { RecordNotFoundError } from '@/lib/shared/errors';
import type { InterviewStore, StoreOptions } from '@/lib/store/store';
import type { TalentFlowDB } from './db';

type Feeds = Pick<InterviewStore, 'calendarFeed' | 'renewCalendarFeed' | 'revokeCalendarFeed' | 'feed'>;

/** Each member's calendar feed over the browser's database: its token's digest in the team's settings. */
export function dexieFeeds(db: TalentFlowDB, { now = () => new Date(), actor, team = [] }: StoreOptions): Feeds {
  const key = `calendarFeed:${actor?.id ?? ''}` as const;
  return {
    calendarFeed: async () => ({ active: actor !== undefined && (await db.settings.get(key)) !== undefined }),
    renewCalendarFeed: async (linkBase) => {
      if (!actor) throw new RecordNotFoundError(FEED_NOT_VALID);
      const token = newLinkToken();
      await db.settings.put({ key, memberId: actor.id, tokenHash: await linkTokenHash(token) });
      return { active: true, url: `${linkBase}/calendar/${token}.ics` };
    },
    revokeCalendarFeed: async () => {
      await db.settings.delete(key);
      return { active: false };
    },
    feed: async (token, linkBase) => {
      const tokenHash = await linkTokenHash(token).catch(() => undefined);
      const rows = await db.settings.where('key').startsWith('calendarFeed:').toArray();
      const row = rows.find((each) => 'tokenHash' in each && each.tokenHash === tokenHash);
      if (!tokenHash || !row || !('memberId' in row)) throw new RecordNotFoundError(FEED_NOT_VALID);
      const since = new Date(now().getTime() - FEED_PAST_DAYS * 24 * 60 * 60 * 1000).toISOString();
      const interviews = (await db.interviews.where('interviewerIds').equals(row.memberId).toArray()).filter(
        (interview) => interview.startsAt >= since,
      );
      const candidates = await db.candidates.bulkGet(interviews.map((interview) => interview.candidateId));
      const jobs = await db.jobs.bulkGet(interviews.map((interview) => interview.jobId));
      const name = team.find((member) => member.id === row.memberId)?.name ?? '';
      // The calendar library loads only when a feed is read, not with every page of the demo.
      const { interviewFeed } = await import('@/lib/interviews/invites');
      return interviewFeed(
        name,
        interviews.map((interview, index) => ({
          interview,
          candidateName: candidates[index]?.name ?? '',
          jobTitle: jobs[index]?.title ?? '',
          url: `${linkBase}/candidates/${interview.candidateId}`,
        })),
      );
    },
  };
}
