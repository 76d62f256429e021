import type { TalentFlowDB } from './db';
import type { Actor } from '@/lib/people/members';
import { type Mentions, mentionsSince } from '@/lib/people/mentions';

/** The notes that mention the actor (by their handle), and how many are unread. */
export async function readMentions(db: TalentFlowDB, actor: Actor | undefined): Promise<Mentions> {
  if (!actor) return { notes: [], unread: 0 };
  return db.transaction('r', [db.notes, db.candidates, db.memberState], async () => {
    const notes = await db.notes.where('mentions').equals(actor.handle).toArray();
    const candidates = await db.candidates.bulkGet([...new Set(notes.map((note) => note.candidateId))]);
    const names = new Map(candidates.flatMap((candidate) => (candidate ? [[candidate.id, candidate.name]] : [])));
    const state = await db.memberState.get(actor.id);
    return mentionsSince(
      notes.map((note) => ({ note, candidateName: names.get(note.candidateId) ?? '' })),
      state?.mentionsReadAt,
    );
  });
}

/** Notes that the actor has seen every mention up to now. */
export async function markMentionsRead(db: TalentFlowDB, actor: Actor | undefined, now: Date): Promise<void> {
  if (actor) await db.memberState.put({ memberId: actor.id, mentionsReadAt: now.toISOString() });
}
