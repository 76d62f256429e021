import { newReferralKey, referralRef, referrerOf } from '@/lib/careers/referrals';
import type { Member } from '@/lib/people/members';
import { ForbiddenError, RecordNotFoundError } from '@/lib/shared/errors';
import { JOB_NOT_FOUND } from '@/lib/shared/constants';
import type { CareersStore, StoreOptions } from '@/lib/store/store';
import type { TalentFlowDB } from './db';

/** The team's referral key, made on the first link a member asks for (a settings row). */
async function referralKey(db: TalentFlowDB): Promise<string> {
  // Read first: only the team's first link takes a write lock.
  const made = await db.settings.get('referralKey');
  if (made?.key === 'referralKey') return made.secret;
  return db.transaction('rw', db.settings, async () => {
    const row = await db.settings.get('referralKey');
    if (row?.key === 'referralKey') return row.secret;
    const secret = newReferralKey();
    await db.settings.put({ key: 'referralKey', secret });
    return secret;
  });
}

/** The member of the team whose link to the job of `slug` this `ref` is, if it is one. */
export async function referringMember(
  db: TalentFlowDB,
  slug: string,
  ref: string | undefined,
  team: readonly Member[],
): Promise<Member | undefined> {
  if (!ref) return undefined;
  const [row, job] = await Promise.all([db.settings.get('referralKey'), db.jobs.where('slug').equals(slug).first()]);
  if (row?.key !== 'referralKey' || !job) return undefined;
  const memberId = await referrerOf(row.secret, ref, job.id);
  return team.find((member) => member.id === memberId);
}

/** Each member's referral links over the browser's database. */
export function dexieReferrals(db: TalentFlowDB, { actor }: StoreOptions): Pick<CareersStore, 'referralRef'> {
  return {
    referralRef: async (jobId) => {
      if (!actor) throw new ForbiddenError('Only a member of the team has a referral link.');
      if (!(await db.jobs.get(jobId))) throw new RecordNotFoundError(JOB_NOT_FOUND);
      return { ref: await referralRef(await referralKey(db), actor.id, jobId) };
    },
  };
}
