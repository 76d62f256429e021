import { MENTION_HANDLES } from '@/lib/shared/constants';

/** An @handle that starts a word: the @ of an email address is not a mention. */
const MENTION = /(?<![\p{L}\p{N}_.+-])@[\p{L}\p{N}_.-]*[\p{L}\p{N}_]/gu;
/** The mention being typed just before the cursor: an @ that starts a word, then handle characters. */
const TYPING = /(?<![\p{L}\p{N}_.+-])@[\p{L}\p{N}_.-]*$/u;
/** Handle characters right after the cursor, which a picked handle replaces too. */
const HANDLE_REST = /^[\p{L}\p{N}_.-]*/u;

/**
 * The team's handles: the demo's five (the spec's), or a team server's members'. Every function
 * below takes them, the demo's unless given.
 */
export type Handles = readonly string[];

/** When a member last looked at their mentions: only notes written after it count as unread. */
export interface MemberState {
  memberId: string;
  mentionsReadAt: string;
}

const knownIn = (handles: Handles) => {
  const known = new Set(handles.map((handle) => handle.toLowerCase()));
  return (handle: string) => known.has(handle.toLowerCase());
};

/** The distinct known `@handles` a note mentions, in the order they first appear, as the team spells them. */
export function extractMentions(text: string, handles: Handles = MENTION_HANDLES): string[] {
  const isKnown = knownIn(handles);
  return [...new Set((text.match(MENTION) ?? []).filter(isKnown).map((handle) => handle.toLowerCase()))];
}

export interface NoteSegment {
  text: string;
  mention: boolean;
}

/**
 * Splits a note into plain text and mentions of the known handles, so those can be highlighted
 * and everything else shown as text ("@nobody_here" stays plain).
 */
export function splitMentions(text: string, handles: Handles = MENTION_HANDLES): NoteSegment[] {
  const isKnown = knownIn(handles);
  const segments: NoteSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(MENTION)) {
    if (!isKnown(match[0])) continue;
    const start = match.index ?? 0;
    if (start > last) segments.push({ text: text.slice(last, start), mention: false });
    segments.push({ text: match[0], mention: true });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), mention: false });
  return segments;
}

/** The mention being typed at the cursor ("@", "@al"), if any: where its @ is and what follows it. */
export function mentionAt(text: string, cursor: number): { start: number; query: string } | undefined {
  const match = TYPING.exec(text.slice(0, cursor));
  return match ? { start: match.index, query: match[0].slice(1) } : undefined;
}

/** The known handles that complete what was typed after an @, in their usual order. */
export function matchingHandles(query: string, handles: Handles = MENTION_HANDLES): string[] {
  const typed = `@${query.toLowerCase()}`;
  return handles.filter((handle) => handle.toLowerCase().startsWith(typed));
}

/**
 * Puts a handle into the text at the cursor. A mention being typed there ("@", "@al") is
 * completed rather than followed by a second @; otherwise the handle goes in with a space on
 * each side where needed.
 */
export function insertMention(text: string, cursor: number, handle: string): { text: string; cursor: number } {
  const typing = mentionAt(text, cursor);
  const start = typing?.start ?? cursor;
  const end = typing ? cursor + (HANDLE_REST.exec(text.slice(cursor))?.[0].length ?? 0) : cursor;
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before && !/\s$/.test(before) ? ' ' : '';
  const trail = after.startsWith(' ') ? '' : ' ';
  const inserted = `${lead}${handle}${trail}`;
  return { text: `${before}${inserted}${after}`, cursor: before.length + inserted.length };
}
