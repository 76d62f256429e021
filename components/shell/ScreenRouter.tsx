'use client';

import { usePathname } from 'next/navigation';
import { AssessmentPage } from '@/components/assessments/AssessmentPage';
import { CandidateDetailPage } from '@/components/candidates/CandidateDetailPage';
import { CandidatesPage } from '@/components/candidates/CandidatesPage';
import { KanbanBoard } from '@/components/candidates/KanbanBoard';
import { JobDetailPage } from '@/components/jobs/JobDetailPage';
import { JobsPage } from '@/components/jobs/JobsPage';
import { matchRoute } from '@/lib/routes';
import { HomePage } from './HomePage';
import { NotFoundScreen } from './NotFoundScreen';
import { useHasMounted } from './useHasMounted';

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

  const route = matchRoute(pathname);
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
    case 'candidate':
      return <CandidateDetailPage key={route.candidateId} candidateId={route.candidateId} />;
    case 'assessment':
      return <AssessmentPage key={route.jobId} jobId={route.jobId} />;
    default:
      return <NotFoundScreen />;
  }
}
