import { SOURCE_KINDS } from '@/lib/candidates/candidateSource';
import {
  createParser,
  debounce,
  createSerializer,
  parseAsInteger,
  parseAsString,
  parseAsStringLiteral,
  type inferParserType,
} from 'nuqs';
import {
  CANDIDATE_SCORE_SORTS,
  CANDIDATE_STAGES,
  JOB_STATUSES,
  PIPELINE_STAGES,
  SORTABLE_JOB_COLUMNS,
} from '@/lib/shared/constants';
import { paths } from '@/lib/shared/routes';
import type { JobSort } from '@/lib/shared/types';
import { parseWholePercent } from '@/lib/shared/percent';

/*
 * What each list screen keeps in its address, so that a reload, a shared link and Back and
 * Forward bring the same view back. Defaults stay out of the address.
 */

const text = parseAsString.withDefault('');

/** A filter or page chosen is a step Back can undo; typing a search is not one step per key. */
export const AS_A_HISTORY_STEP = { history: 'push' } as const;

/**
 * How long typing pauses before a search that filters on the page goes into the address. The
 * list follows each key at once; writing the address on every key (history.replaceState, and
 * the router's update after it) took about a third of a keystroke's time.
 */
export const SEARCH_ADDRESS_DELAY_MS = 200;

const searchText = text.withOptions({ limitUrlUpdates: debounce(SEARCH_ADDRESS_DELAY_MS) });

/** `title:asc`: a sortable column and a direction. */
const parseAsJobSort = createParser<JobSort>({
  parse(value) {
    const [column, direction] = value.split(':');
    const known = (SORTABLE_JOB_COLUMNS as readonly string[]).includes(column);
    return known && (direction === 'asc' || direction === 'desc')
      ? { column: column as JobSort['column'], direction }
      : null;
  },
  serialize: (sort) => `${sort.column}:${sort.direction}`,
  eq: (a, b) => a.column === b.column && a.direction === b.direction,
});

/** A whole percent, 0 to 100. */
const parseAsPercent = createParser<number>({
  parse: (value) => parseWholePercent(value) ?? null,
  serialize: String,
});

export const boardView = { job: text, search: searchText };

export const candidateListView = {
  search: searchText,
  stage: parseAsStringLiteral(CANDIDATE_STAGES),
  job: text,
  /** Only those who came from this kind of source. */
  source: parseAsStringLiteral(SOURCE_KINDS),
  /** Only those who got at least this far down the pipeline (insights' funnel links here). */
  reached: parseAsStringLiteral(PIPELINE_STAGES),
  /** By latest assessment score instead of by name. */
  sort: parseAsStringLiteral(CANDIDATE_SCORE_SORTS),
  /** Only those whose latest assessment scored at least this percent. */
  minScore: parseAsPercent,
};

export const jobListView = {
  search: text,
  status: parseAsStringLiteral(JOB_STATUSES),
  sort: parseAsJobSort,
  page: parseAsInteger.withDefault(1),
};

export const insightsView = { job: text };

/** The Activity page's filter (lib/activity/activity.ts's query names, so a link to either reads the same). */
export const activityView = {
  member: text,
  job: text,
  candidate: text,
  from: text,
  to: text,
  page: parseAsInteger.withDefault(1),
};

/** The Interviews page: a list (upcoming and past) or a week, the member's own or the team's. */
export const interviewsView = {
  view: parseAsStringLiteral(['list', 'week'] as const).withDefault('list'),
  who: parseAsStringLiteral(['mine', 'team'] as const).withDefault('mine'),
  /** Weeks from this one, in the week view. */
  week: parseAsInteger.withDefault(0),
};

const serializeBoardView = createSerializer(boardView);
const serializeCandidateListView = createSerializer(candidateListView);
const serializeActivityView = createSerializer(activityView);

/** Links to a list screen showing a given view. */
export const viewLinks = {
  board: (view: Partial<inferParserType<typeof boardView>>) => serializeBoardView(paths.kanban, view),
  candidates: (view: Partial<inferParserType<typeof candidateListView>>) =>
    serializeCandidateListView(paths.candidates, view),
  activity: (view: Partial<inferParserType<typeof activityView>>) => serializeActivityView(paths.activity, view),
};
