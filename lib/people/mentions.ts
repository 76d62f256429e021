import type { CandidateNote } from '@/lib/shared/types';

/** A note that mentions the member, with the name of the candidate it is about. */
export interface MentionedNote {
  note: CandidateNote;
  candidateName: string;
}

/** The notes that mention a member, newest first, and how many came since they last looked. */
export interface Mentions {
  notes: MentionedNote[];
  unread: number;
}

/** The newest this many are listed; the unread count counts them only. */
export const MENTIONS_LISTED = 200;

/** Newest first, at most MENTIONS_LISTED, with those written after `readAt` counted as unread. */
export function mentionsSince(notes: MentionedNote[], readAt: string | undefined): Mentions {
  const listed = [...notes].sort((a, b) => b.note.createdAt.localeCompare(a.note.createdAt)).slice(0, MENTIONS_LISTED);
  return { notes: listed, unread: listed.filter(({ note }) => !readAt || note.createdAt > readAt).length };
}
