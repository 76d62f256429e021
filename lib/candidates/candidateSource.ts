import { PIPELINE_STAGES } from '@/lib/shared/constants';
import { InvalidInputError } from '@/lib/shared/errors';
import { assertText } from '@/lib/shared/storableInput';
import type { Candidate, CandidateSourceKind } from '@/lib/shared/types';

/** Where a candidate came from, as a recruiter names it; 'careers' is the careers page. */
export const SOURCE_KINDS = ['careers', 'jobBoard', 'referral', 'agency', 'sourced', 'other'] as const;

export const SOURCE_LABELS: Record<CandidateSourceKind, string> = {
  careers: 'Careers page',
  jobBoard: 'Job board',
  referral: 'Referral',
  agency: 'Agency',
  sourced: 'Sourced',
  other: 'Other',
};

/** The name of a board, an agency or who referred them: short, like the campaign names it takes. */
export const SOURCE_DETAIL_MAX_LENGTH = 100;
/** What the insights call candidates whose source nobody noted. */
export const NO_SOURCE_LABEL = 'Not noted';

export const isSourceKind = (value: unknown): value is CandidateSourceKind =>
  SOURCE_KINDS.includes(value as CandidateSourceKind);

/** Refuses a source that is not one of SOURCE_KINDS or a detail no store can keep. */
export function validateSource(input: { source?: unknown; sourceDetail?: unknown }): void {
  if (input.source !== undefined && !isSourceKind(input.source)) {
    throw new InvalidInputError(`Source must be one of ${SOURCE_KINDS.join(', ')}`);
  }
  if (input.sourceDetail !== undefined) {
    if (typeof input.sourceDetail !== 'string') throw new InvalidInputError('Source detail must be text');
    assertText(input.sourceDetail.trim(), 'Source detail', SOURCE_DETAIL_MAX_LENGTH);
  }
}

/**
 * A candidate after an edit that may name their source: a detail left empty goes, and only a
 * referral keeps the member who referred them (a recruiter cannot name one: the link does).
 */
export function withSource<T extends Candidate>(updated: T, changes: Partial<Candidate>): T {
  const { sourceDetail, referredBy, ...rest } = updated;
  const detail = changes.source !== undefined && changes.sourceDetail === undefined ? undefined : sourceDetail;
  return {
    ...rest,
    ...(detail ? { sourceDetail: detail } : {}),
    ...(referredBy && updated.source === 'referral' ? { referredBy } : {}),
  } as T;
}

/** "Referred by Dana Whitfield", "Job board · linkedin", "Careers page": what a recruiter reads. */
export function sourceLabel(candidate: Pick<Candidate, 'source' | 'sourceDetail'>): string | undefined {
  if (!candidate.source) return undefined;
  if (candidate.source === 'referral' && candidate.sourceDetail) return `Referred by ${candidate.sourceDetail}`;
  const kind = SOURCE_LABELS[candidate.source];
  return candidate.sourceDetail ? `${kind} · ${candidate.sourceDetail}` : kind;
}

/**
 * The row of the insights a candidate counts in: the kind and, but for referrals (one row for
 * every member's), its detail, so that each job board and agency has its own row.
 */
export function sourceGroup(candidate: Pick<Candidate, 'source' | 'sourceDetail'>): string {
  if (!candidate.source) return NO_SOURCE_LABEL;
  if (candidate.source === 'referral') return SOURCE_LABELS.referral;
  return sourceLabel(candidate)!;
}

/** How far each source's candidates got: applications, and how many reached each later step. */
export interface SourceFigures {
  source: string;
  applications: number;
  interviewed: number;
  offered: number;
  hired: number;
}

const step = (stage: (typeof PIPELINE_STAGES)[number]) => PIPELINE_STAGES.indexOf(stage);

/**
 * The figures per source from how many of each source's candidates got exactly as far as each
 * pipeline step (by PIPELINE_STAGES); most applications first. A screen is an interview. Rows
 * that differ only in case ("LinkedIn", a campaign's "linkedin") are one, named as most of it is.
 */
export function sourceFigures(furthestBySource: Record<string, number[]>): SourceFigures[] {
  const atLeast = (counts: number[], from: number) => counts.slice(from).reduce((sum, count) => sum + count, 0);
  const rows = new Map<string, SourceFigures & { named: number }>();
  for (const [source, counts] of Object.entries(furthestBySource)) {
    const applications = atLeast(counts, 0);
    if (applications === 0) continue;
    const key = source.toLowerCase();
    const row = rows.get(key) ?? { source, named: 0, applications: 0, interviewed: 0, offered: 0, hired: 0 };
    if (applications > row.named) Object.assign(row, { source, named: applications });
    row.applications += applications;
    row.interviewed += atLeast(counts, step('screen'));
    row.offered += atLeast(counts, step('offer'));
    row.hired += atLeast(counts, step('hired'));
    rows.set(key, row);
  }
  return [...rows.values()]
    .map(({ named: _named, ...figures }) => figures)
    .sort((a, b) => b.applications - a.applications || a.source.localeCompare(b.source));
}
