import { describe, expect, it } from 'vitest';
import { parseList } from './jobValidation';

describe('parseList', () => {
  it('splits comma separated text, trims and drops empty entries', () => {
    expect(parseList(' React,  Node.js ,, ,TypeScript ,')).toEqual(['React', 'Node.js', 'TypeScript']);
    expect(parseList('')).toEqual([]);
    expect(parseList(' , ')).toEqual([]);
  });
});
