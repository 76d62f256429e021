import { describe, expect, it } from 'vitest';
import {
  APPLICATION_MESSAGES,
  applicationProblems,
  closedDateIn,
  RESUME_MAX_BYTES,
  resumeKind,
  trimApplication,
} from './applicationRules';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)));

const pdf = bytes('%PDF-1.7\n', 'rest');
const docx = bytes([0x50, 0x4b, 0x03, 0x04], 'zipped', '[Content_Types].xml', 'word/document.xml');
const otherZip = bytes([0x50, 0x4b, 0x03, 0x04], 'xl/workbook.xml');
const doc = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 'ole');
const fine = { name: ' Ada Lovelace ', email: 'ada@example.com ' };

describe('resumeKind', () => {
  it('tells a PDF and Word files by their content, whatever their name', () => {
    expect(resumeKind(pdf)).toBe('pdf');
    expect(resumeKind(docx)).toBe('docx');
    expect(resumeKind(doc)).toBe('doc');
    expect(resumeKind(otherZip)).toBeUndefined();
    expect(resumeKind(bytes('<html><script>alert(1)</script>'))).toBeUndefined();
    expect(resumeKind(bytes('%PD'))).toBeUndefined();
    expect(resumeKind(new Uint8Array())).toBeUndefined();
  });
});

describe('applicationProblems', () => {
  it('finds nothing in a complete application', () => {
    expect(
      applicationProblems(
        { ...fine, phone: '+44 (20) 7946-0958', link: 'https://example.com/ada', coverNote: 'Hello' },
        pdf,
      ),
    ).toEqual({});
  });

  it('puts a message beside each field that is wrong', () => {
    expect(
      applicationProblems(
        { name: '  ', email: 'ada@', phone: 'call me', link: 'javascript:alert(1)', coverNote: 'x'.repeat(3_001) },
        otherZip,
      ),
    ).toEqual({
      name: APPLICATION_MESSAGES.name,
      email: APPLICATION_MESSAGES.email,
      phone: APPLICATION_MESSAGES.phone,
      link: APPLICATION_MESSAGES.link,
      coverNote: APPLICATION_MESSAGES.coverNote,
      resume: APPLICATION_MESSAGES.resumeKind,
    });
  });

  it('refuses a résumé over 5 MB, and takes one of exactly 5 MB', () => {
    const big = new Uint8Array(RESUME_MAX_BYTES + 1);
    big.set(pdf);
    expect(applicationProblems(fine, big).resume).toBe(APPLICATION_MESSAGES.resumeSize);
    expect(applicationProblems(fine, big.subarray(0, RESUME_MAX_BYTES)).resume).toBeUndefined();
  });

  it('refuses text no store can keep', () => {
    expect(applicationProblems({ ...fine, name: 'Ada\u0000' }).name).toBe(APPLICATION_MESSAGES.name);
    expect(applicationProblems({ ...fine, coverNote: '\uD800' }).coverNote).toBe(APPLICATION_MESSAGES.coverNote);
  });
});

describe('trimApplication', () => {
  it('trims, and leaves out the optional fields left empty', () => {
    expect(trimApplication({ ...fine, phone: ' ', link: '', coverNote: '  ' })).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    });
  });
});

describe('closedDateIn', () => {
  it('reads back the day a closed job’s refusal names, so that it can be said in the reader’s language', () => {
    expect(closedDateIn(APPLICATION_MESSAGES.closedOn('2026-03-09'))).toBe('2026-03-09');
    expect(closedDateIn(APPLICATION_MESSAGES.closedOn('2027-11-30'))).toBe('2027-11-30');
    expect(closedDateIn(APPLICATION_MESSAGES.jobNotOpen)).toBeUndefined();
  });
});
