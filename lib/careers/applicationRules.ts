import { EMAIL_PATTERN } from '@/lib/candidates/candidateRules';
import { formatDate } from '@/lib/shared/format';
import type { Job } from '@/lib/shared/types';
import { type ApplicationSource, cleanSource } from './applicationSource';
import { INPUT_LIMITS, unstorableText } from '@/lib/shared/storableInput';

/** What an applicant sends with "Submit application", besides the résumé; their page adds where they came from. */
export interface ApplicationInput extends ApplicationSource {
  name: string;
  email: string;
  phone?: string;
  link?: string;
  coverNote?: string;
  /** A member's signed referral (lib/careers/referrals.ts), as the careers page was opened with it. */
  ref?: string;
}

export type ApplicationField = Exclude<keyof ApplicationInput, keyof ApplicationSource | 'ref'> | 'resume';
export type ApplicationProblems = Partial<Record<ApplicationField, string>>;

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const APPLICATION_LIMITS = { phone: 30, link: 2_000, coverNote: 3_000 } as const;

/** A closed job's page, its date written in the reader's way. */
export const CLOSED_ON = 'This position closed on {date}.';

export const APPLICATION_MESSAGES = {
  name: 'Enter your full name',
  email: 'Enter a valid email address',
  phone: 'Enter a phone number: digits, spaces and + ( ) - only',
  link: 'Enter a web address starting with http:// or https://',
  coverNote: `Keep the note to ${APPLICATION_LIMITS.coverNote.toLocaleString('en-US')} characters`,
  resumeSize: 'The résumé must be at most 5 MB',
  resumeKind: 'The résumé must be a PDF or Word document',
  jobNotOpen: 'This job is not open for applications.',
  closedOn: (endDate: string) => CLOSED_ON.replace('{date}', formatDate(endDate)),
  received: 'Application received',
} as const;

/** The date a closed job's refusal names (APPLICATION_MESSAGES.closedOn), as an ISO date, so it can be said in another language. */
export function closedDateIn(message: string): string | undefined {
  const [, month, day, year] = message.match(/^This position closed on (\d{1,2})\/(\d{1,2})\/(\d{4})\.$/) ?? [];
  if (!year) return undefined;
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

export type ResumeKind = 'pdf' | 'docx' | 'doc';

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function contains(bytes: Uint8Array, text: string): boolean {
  const needle = new TextEncoder().encode(text);
  outer: for (let index = 0; index <= bytes.length - needle.length; index += 1) {
    for (let offset = 0; offset < needle.length; offset += 1) {
      if (bytes[index + offset] !== needle[offset]) continue outer;
    }
    return true;
  }
  return false;
}

/**
 * What a résumé is by its content, not its name: a PDF, a Word document (.docx, a zip holding
 * word/), or an older Word file (an OLE compound file); anything else is undefined.
 */
export function resumeKind(bytes: Uint8Array): ResumeKind | undefined {
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, ZIP) && contains(bytes, 'word/')) return 'docx';
  if (startsWith(bytes, OLE)) return 'doc';
  return undefined;
}

export const RESUME_TYPES: Record<ResumeKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
};

function textProblem(value: string | undefined, limit: number, message: string): string | undefined {
  if (value === undefined) return undefined;
  return unstorableText(value) || value.length > limit ? message : undefined;
}

/** The message beside each field an application gets wrong; empty when it can be sent. */
export function applicationProblems(input: ApplicationInput, resume?: Uint8Array): ApplicationProblems {
  const problems: ApplicationProblems = {};
  const name = input.name.trim();
  if (!name || unstorableText(name) || name.length > INPUT_LIMITS.name) problems.name = APPLICATION_MESSAGES.name;
  const email = input.email.trim();
  if (!EMAIL_PATTERN.test(email) || email.length > INPUT_LIMITS.email) problems.email = APPLICATION_MESSAGES.email;
  const phone = input.phone?.trim();
  if (phone && (!/^\+?[\d\s()-]{6,}$/.test(phone) || phone.length > APPLICATION_LIMITS.phone)) {
    problems.phone = APPLICATION_MESSAGES.phone;
  }
  const link = input.link?.trim();
  if (link && (!isWebAddress(link) || link.length > APPLICATION_LIMITS.link)) problems.link = APPLICATION_MESSAGES.link;
  const note = textProblem(input.coverNote, APPLICATION_LIMITS.coverNote, APPLICATION_MESSAGES.coverNote);
  if (note) problems.coverNote = note;
  if (resume) {
    if (resume.byteLength > RESUME_MAX_BYTES) problems.resume = APPLICATION_MESSAGES.resumeSize;
    else if (!resumeKind(resume)) problems.resume = APPLICATION_MESSAGES.resumeKind;
  }
  return problems;
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** The application as it is kept: trimmed, empty optional fields left out. */
export function trimApplication(input: ApplicationInput): ApplicationInput {
  const optional = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  const phone = optional(input.phone);
  const link = optional(input.link);
  const coverNote = input.coverNote?.trim() ? input.coverNote : undefined;
  return {
    name: input.name.trim(),
    email: input.email.trim(),
    ...(phone ? { phone } : {}),
    ...(link ? { link } : {}),
    ...(coverNote ? { coverNote } : {}),
    ...cleanSource(input),
  };
}

/** Whether applications are taken: the job is active and its end date, if any, is not past. */
export const isOpenOn = (job: Pick<Job, 'status' | 'endDate'>, today: string) =>
  job.status === 'active' && (!job.endDate || job.endDate >= today);

/** Who a repeat application's note is from. */
export const CAREERS_PAGE_AUTHOR = 'The careers page';

/**
 * The note a known person's new application gets when the name given is not the one on record:
 * the application is theirs by its email, and the recruiter sees what was typed.
 */
export function nameGivenNote(
  application: ApplicationInput,
  holderName: string,
  jobTitle: string,
): { author: string; text: string } | undefined {
  if (application.name === holderName) return undefined;
  return {
    author: CAREERS_PAGE_AUTHOR,
    text: `Applied through the careers page, to ${jobTitle}, under the name ${application.name}.`,
  };
}

/**
 * The note a candidate's record gets when their email applies again to the same job:
 * the applicant was thanked as anyone is (the answer tells no stranger who is a candidate), and
 * the recruiter reads here what they sent. A résumé sent becomes the application's current one,
 * the one before it kept as an earlier version.
 */
export function repeatApplicationNote(
  application: ApplicationInput,
  holderName: string,
  jobTitle: string,
  resumeName: string | undefined,
): { author: string; text: string } {
  const lines = [`Applied again through the careers page, to ${jobTitle}.`];
  if (application.name !== holderName) lines.push(`Name given: ${application.name}`);
  if (application.phone) lines.push(`Phone: ${application.phone}`);
  if (application.link) lines.push(`Link: ${application.link}`);
  if (application.coverNote) lines.push(`Cover note: ${application.coverNote}`);
  if (resumeName)
    lines.push(`Résumé sent: ${resumeName} (now the current one; any before it is kept as an earlier version)`);
  return { author: CAREERS_PAGE_AUTHOR, text: lines.join('\n') };
}
