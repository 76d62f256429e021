import { referralRef, referrerOf } from '@/lib/careers/referrals';
import type { Member } from '@/lib/people/members';
import { JOB_NOT_FOUND } from '@/lib/shared/constants';
import { ForbiddenError, RecordNotFoundError } from '@/lib/shared/errors';
import type { CareersStore, StoreOptions } from '@/lib/store/store';
import type { Sql } from '../sql';
import { teamOf } from './members';

const referralKey = async (sql: Sql) =>
  (await sql.query<{ referral_key: string }>('SELECT referral_key FROM team'))[0].referral_key;

/** The active member whose link to the job of `slug` this `ref` is, if it is one. */
export async function referringMember(
  sql: Sql,
  slug: string,
  ref: string | undefined,
  team: StoreOptions['team'],
): Promise<Member | undefined> {
  if (!ref) return undefined;
  const [job] = await sql.query<{ id: string }>('SELECT id FROM jobs WHERE slug = $1', [slug]);
  if (!job) return undefined;
  const memberId = await referrerOf(await referralKey(sql), ref, job.id);
  return memberId === undefined ? undefined : (await teamOf(sql, team)).find((member) => member.id === memberId);
}

/** Each member's referral links over PostgreSQL, signed with the team's key. */
export function sqlReferrals(sql: Sql, { actor }: StoreOptions): Pick<CareersStore, 'referralRef'> {
  return {
    referralRef: async (jobId) => {
      if (!actor) throw new ForbiddenError('Only a member of the team has a referral link.');
      const [job] = await sql.query('SELECT 1 FROM jobs WHERE id = $1', [jobId]);
      if (!job) throw new RecordNotFoundError(JOB_NOT_FOUND);
      return { ref: await referralRef(await referralKey(sql), actor.id, jobId) };
    },
  };
}
