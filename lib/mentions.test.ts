import { describe, expect, it } from 'vitest';
import { extractMentions, insertMention, splitMentions } from './mentions';

describe('mentions', () => {
  it('extracts distinct handles in order, without trailing punctuation or email addresses', () => {
    expect(extractMentions('Hi @alice, @bob. Ask @alice! mail a@b.co? (@carol_x)')).toEqual([
      '@alice',
      '@bob',
      '@carol_x',
    ]);
    expect(extractMentions('no mentions @ here')).toEqual([]);
  });

  it('splits text into plain parts and mentions that join back to the text', () => {
    const text = '<b>x</b> @eve said @dave-2.';
    const segments = splitMentions(text);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
    expect(segments.filter((segment) => segment.mention).map((segment) => segment.text)).toEqual(['@eve', '@dave-2']);
  });

  it('inserts a handle at the cursor with spaces where needed', () => {
    expect(insertMention('Call ', 5, '@bob')).toEqual({ text: 'Call @bob ', cursor: 10 });
    expect(insertMention('Callnow', 4, '@bob')).toEqual({ text: 'Call @bob now', cursor: 10 });
    expect(insertMention('', 0, '@eve')).toEqual({ text: '@eve ', cursor: 5 });
  });
});
