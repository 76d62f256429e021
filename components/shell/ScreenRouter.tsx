'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { Suspense } from 'react';
import { type AppRoute, matchRoute } from '@/lib/shared/routes';
import { HomePage } from './HomePage';
import { NotFoundScreen } from './NotFoundScreen';
import { registerScreenCode, type ScreenCode } from '@/components/ui/screenPreload';
import { useHasMounted } from './useHasMounted';

// Each area loads with its first visit, so a page's first load carries only its own screen;
// a link fetches its screen's code when a pointer or focus reaches it (screenPreload.ts).
const screenCode = {
  jobs: () => import('@/components/jobs/JobsPage'),
  job: () => import('@/components/jobs/JobDetailPage'),
  candidates: () => import('@/components/candidates/CandidatesPage'),
  candidate: () => import('@/components/candidates/CandidateDetailPage'),
  kanban: () => import('@/components/candidates/KanbanBoard'),
  duplicates: () => import('@/components/candidates/DuplicatesPage'),
  merge: () => import('@/components/candidates/MergePage'),
  assessment: () => import('@/components/assessments/AssessmentPage'),
  assessments: () => import('@/components/assessments/AssessmentsPage'),
  insights: () => import('@/components/insights/InsightsPage'),
  mentions: () => import('@/components/people/MentionsPage'),
  members: () => import('@/components/people/MembersPage'),
  activity: () => import('@/components/activity/ActivityPage'),
  templates: () => import('@/components/messages/TemplatesPage'),
  interviews: () => import('@/components/interviews/InterviewsPage'),
  take: () => import('@/components/assessments/TakeAssessmentPage'),
  offer: () => import('@/components/offers/OfferAnswerPage'),
  schedule: () => import('@/components/interviews/ScheduleLinkPage'),
  careers: () => import('@/components/careers/CareersPage'),
  careersJob: () => import('@/components/careers/CareersJobPage'),
} satisfies ScreenCode;
registerScreenCode(screenCode);

const JobsPage = dynamic(() => screenCode.jobs().then((module) => module.JobsPage));
const JobDetailPage = dynamic(() => screenCode.job().then((module) => module.JobDetailPage));
const CandidatesPage = dynamic(() => screenCode.candidates().then((module) => module.CandidatesPage));
const CandidateDetailPage = dynamic(() => screenCode.candidate().then((module) => module.CandidateDetailPage));
const DuplicatesPage = dynamic(() => screenCode.duplicates().then((module) => module.DuplicatesPage));
const MergePage = dynamic(() => screenCode.merge().then((module) => module.MergePage));
const KanbanBoard = dynamic(() => screenCode.kanban().then((module) => module.KanbanBoard));
const AssessmentPage = dynamic(() => screenCode.assessment().then((module) => module.AssessmentPage));
const AssessmentsPage = dynamic(() => screenCode.assessments().then((module) => module.AssessmentsPage));
const InsightsPage = dynamic(() => screenCode.insights().then((module) => module.InsightsPage));
const MentionsPage = dynamic(() => screenCode.mentions().then((module) => module.MentionsPage));
const MembersPage = dynamic(() => screenCode.members().then((module) => module.MembersPage));
const ActivityPage = dynamic(() => screenCode.activity().then((module) => module.ActivityPage));
const TemplatesPage = dynamic(() => screenCode.templates().then((module) => module.TemplatesPage));
const InterviewsPage = dynamic(() => screenCode.interviews().then((module) => module.InterviewsPage));
const TakeAssessmentPage = dynamic(() => screenCode.take().then((module) => module.TakeAssessmentPage));
const OfferAnswerPage = dynamic(() => screenCode.offer().then((module) => module.OfferAnswerPage));
const ScheduleLinkPage = dynamic(() => screenCode.schedule().then((module) => module.ScheduleLinkPage));
const CareersPage = dynamic(() => screenCode.careers().then((module) => module.CareersPage));
const CareersJobPage = dynamic(() => screenCode.careersJob().then((module) => module.CareersJobPage));

interface ScreenRouterProps {
  /**
   * On 404.html the address is only known in the browser, so the screen is chosen after
   * hydration; prerendered pages know theirs at build time.
   */
  resolveAfterMount?: boolean;
}

export function ScreenRouter({ resolveAfterMount = false }: ScreenRouterProps) {
  const pathname = usePathname() ?? '/';
  const mounted = useHasMounted();
  if (resolveAfterMount && !mounted) return null;

  // Screens keep their filters in the address, which a prerendered page only knows in the
  // browser: they render there, inside this boundary.
  return <Suspense>{renderScreen(matchRoute(pathname))}</Suspense>;
}

function renderScreen(route: AppRoute) {
  switch (route.screen) {
    case 'home':
      return <HomePage />;
    case 'jobs':
      return <JobsPage />;
    case 'job':
      return <JobDetailPage key={route.jobId} jobId={route.jobId} />;
    case 'candidates':
      return <CandidatesPage />;
    case 'kanban':
      return <KanbanBoard />;
    case 'duplicates':
      return <DuplicatesPage />;
    case 'merge':
      return <MergePage key={route.candidateId} candidateId={route.candidateId} otherId={route.otherId} />;
    case 'candidate':
      return <CandidateDetailPage key={route.candidateId} candidateId={route.candidateId} />;
    case 'assessment':
      return <AssessmentPage key={route.jobId} jobId={route.jobId} />;
    case 'assessments':
      return <AssessmentsPage />;
    case 'insights':
      return <InsightsPage />;
    case 'mentions':
      return <MentionsPage />;
    case 'members':
      return <MembersPage />;
    case 'activity':
      return <ActivityPage />;
    case 'templates':
      return <TemplatesPage />;
    case 'interviews':
      return <InterviewsPage />;
    case 'careers':
      return <CareersPage />;
    case 'careersJob':
      return <CareersJobPage key={route.slug} slug={route.slug} />;
    case 'take':
      return <TakeAssessmentPage key={route.token} token={route.token} />;
    case 'offer':
      return <OfferAnswerPage key={route.token} token={route.token} />;
    case 'schedule':
      return <ScheduleLinkPage key={route.token} token={route.token} />;
    default:
      return <NotFoundScreen />;
  }
}
