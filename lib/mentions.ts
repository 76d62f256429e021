/** An @handle that starts a word: the @ of an email address is not a mention. */
const MENTION = /(?<![\p{L}\p{N}_.+-])@[\p{L}\p{N}_.-]*[\p{L}\p{N}_]/gu;

/** The distinct `@handles` a note mentions, in the order they first appear. */
export function extractMentions(text: string): string[] {
  return [...new Set(text.match(MENTION) ?? [])];
}

export interface NoteSegment {
  text: string;
  mention: boolean;
}

/** Splits a note into plain text and mentions, so mentions can be highlighted and the rest shown as text. */
export function splitMentions(text: string): NoteSegment[] {
  const segments: NoteSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(MENTION)) {
    const start = match.index ?? 0;
    if (start > last) segments.push({ text: text.slice(last, start), mention: false });
    segments.push({ text: match[0], mention: true });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), mention: false });
  return segments;
}

/** Puts a handle into the text at the cursor, with a space on each side where needed. */
export function insertMention(text: string, cursor: number, handle: string): { text: string; cursor: number } {
  const before = text.slice(0, cursor);
  const after = text.slice(cursor);
  const lead = before && !/\s$/.test(before) ? ' ' : '';
  const trail = after.startsWith(' ') ? '' : ' ';
  const inserted = `${lead}${handle}${trail}`;
  return { text: `${before}${inserted}${after}`, cursor: before.length + inserted.length };
}
