import { describe, expect, it } from 'vitest';
import { extractMentions, insertMention, matchingHandles, mentionAt, splitMentions } from './mentions';

describe('mentions', () => {
  it('extracts distinct known handles in order, without trailing punctuation or email addresses', () => {
    expect(extractMentions('Hi @alice, @bob. Ask @alice! mail a@b.co? (@carol)')).toEqual(['@alice', '@bob', '@carol']);
    expect(extractMentions('no mentions @ here, @nobody_here or @carol_x')).toEqual([]);
    expect(extractMentions('Ask @Bob and @BOB')).toEqual(['@bob']);
  });

  it('splits text into plain parts and known mentions that join back to the text', () => {
    const text = '<b>x</b> @eve said @dave. @nobody_here too';
    const segments = splitMentions(text);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
    expect(segments.filter((segment) => segment.mention).map((segment) => segment.text)).toEqual(['@eve', '@dave']);
  });

  it('finds the mention being typed at the cursor, and not an email address', () => {
    expect(mentionAt('Ask @', 5)).toEqual({ start: 4, query: '' });
    expect(mentionAt('Ask @al', 7)).toEqual({ start: 4, query: 'al' });
    expect(mentionAt('Ask @al now', 11)).toBeUndefined();
    expect(mentionAt('mail a@b', 8)).toBeUndefined();
    expect(mentionAt('@', 1)).toEqual({ start: 0, query: '' });
  });

  it('matches handles by what follows the @, ignoring case', () => {
    expect(matchingHandles('')).toEqual(['@alice', '@bob', '@carol', '@dave', '@eve']);
    expect(matchingHandles('AL')).toEqual(['@alice']);
    expect(matchingHandles('x')).toEqual([]);
  });

  it('completes the mention being typed instead of adding a second @', () => {
    expect(insertMention('Ask @', 5, '@alice')).toEqual({ text: 'Ask @alice ', cursor: 11 });
    expect(insertMention('Ask @al', 7, '@alice')).toEqual({ text: 'Ask @alice ', cursor: 11 });
    expect(insertMention('Ask @al and me', 6, '@alice')).toEqual({ text: 'Ask @alice and me', cursor: 10 });
  });

  it('inserts a handle at the cursor with spaces where needed', () => {
    expect(insertMention('Call ', 5, '@bob')).toEqual({ text: 'Call @bob ', cursor: 10 });
    expect(insertMention('Callnow', 4, '@bob')).toEqual({ text: 'Call @bob now', cursor: 10 });
    expect(insertMention('', 0, '@eve')).toEqual({ text: '@eve ', cursor: 5 });
  });
});
