/** The app's screens and the paths that reach them (spec section 2). */
export type AppRoute =
  | { screen: 'home' }
  | { screen: 'jobs' }
  | { screen: 'job'; jobId: string }
  | { screen: 'candidates' }
  | { screen: 'kanban' }
  | { screen: 'candidate'; candidateId: string }
  | { screen: 'duplicates' }
  | { screen: 'merge'; candidateId: string; otherId: string }
  | { screen: 'assessments' }
  | { screen: 'assessment'; jobId: string }
  | { screen: 'insights' }
  | { screen: 'mentions' }
  | { screen: 'members' }
  | { screen: 'activity' }
  | { screen: 'templates' }
  | { screen: 'interviews' }
  | { screen: 'take'; token: string }
  | { screen: 'offer'; token: string }
  | { screen: 'schedule'; token: string }
  | { screen: 'careers' }
  | { screen: 'careersJob'; slug: string }
  | { screen: 'notFound' };

export const paths = {
  home: '/',
  jobs: '/jobs',
  job: (jobId: string) => `/jobs/${encodeURIComponent(jobId)}`,
  candidates: '/candidates',
  kanban: '/candidates/kanban',
  insights: '/insights',
  mentions: '/mentions',
  candidate: (candidateId: string) => `/candidates/${encodeURIComponent(candidateId)}`,
  duplicates: '/candidates/duplicates',
  merge: (candidateId: string, otherId: string) =>
    `/candidates/${encodeURIComponent(candidateId)}/merge/${encodeURIComponent(otherId)}`,
  assessment: (jobId: string) => `/assessments/${encodeURIComponent(jobId)}`,
  firstAssessment: '/assessments/1',
  assessments: '/assessments',
  take: (token: string) => `/take/${encodeURIComponent(token)}`,
  offer: (token: string) => `/offer/${encodeURIComponent(token)}`,
  schedule: (token: string) => `/schedule/${encodeURIComponent(token)}`,
  careers: '/careers',
  careersJob: (slug: string) => `/careers/${encodeURIComponent(slug)}`,
  members: '/members',
  activity: '/activity',
  templates: '/templates',
  interviews: '/interviews',
};

/** The team server's sign-in page (server/access.ts), coming back to `next` afterwards. */
export const signInPath = (next?: string) => (next ? `/signin?next=${encodeURIComponent(next)}` : '/signin');

/** `/assessments/7` is shorthand for the seeded job `job-7`. */
export function assessmentJobId(param: string): string {
  return /^\d+$/.test(param) ? `job-${Number(param)}` : param;
}

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

export function matchRoute(pathname: string): AppRoute {
  const segments = pathname.split('/').filter(Boolean).map(decode);
  if (segments.some((segment) => segment === undefined)) return { screen: 'notFound' };
  const [area, id, ...rest] = segments as string[];
  if (area === 'candidates' && id && rest.length === 2 && rest[0] === 'merge') {
    return { screen: 'merge', candidateId: id, otherId: rest[1] };
  }
  if (rest.length > 0) return { screen: 'notFound' };
  if (!area) return { screen: 'home' };
  if (area === 'jobs') return id ? { screen: 'job', jobId: id } : { screen: 'jobs' };
  if (area === 'candidates') {
    if (!id) return { screen: 'candidates' };
    if (id === 'kanban') return { screen: 'kanban' };
    return id === 'duplicates' ? { screen: 'duplicates' } : { screen: 'candidate', candidateId: id };
  }
  if (area === 'insights' && !id) return { screen: 'insights' };
  if (area === 'mentions' && !id) return { screen: 'mentions' };
  if (area === 'members' && !id) return { screen: 'members' };
  if (area === 'activity' && !id) return { screen: 'activity' };
  if (area === 'templates' && !id) return { screen: 'templates' };
  if (area === 'interviews' && !id) return { screen: 'interviews' };
  if (area === 'assessments')
    return id ? { screen: 'assessment', jobId: assessmentJobId(id) } : { screen: 'assessments' };
  if (area === 'take' && id) return { screen: 'take', token: id };
  if (area === 'offer' && id) return { screen: 'offer', token: id };
  if (area === 'schedule' && id) return { screen: 'schedule', token: id };
  if (area === 'careers') return id ? { screen: 'careersJob', slug: id } : { screen: 'careers' };
  return { screen: 'notFound' };
}

/** Screens for applicants, not recruiters: no sidebar, no recruiter tools, their own header. */
export function isApplicantScreen(route: AppRoute): boolean {
  return ['take', 'offer', 'schedule', 'careers', 'careersJob'].includes(route.screen);
}
