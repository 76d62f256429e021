import { ScreenRouter } from '@/components/shell/ScreenRouter';
import { SEED_JOB_COUNT } from '@/lib/shared/constants';

/**
 * One page serves every route, so moving between screens is a history change with no
 * network request; the screen is chosen from the path. Prerendered paths load with a
 * 200 on any host; other ids (created at run time) reach the same screen through 404.html.
 */
export function generateStaticParams() {
  const seededJobNumbers = Array.from({ length: SEED_JOB_COUNT }, (_, index) => index + 1);
  return [
    { path: [] },
    { path: ['jobs'] },
    { path: ['candidates'] },
    { path: ['candidates', 'kanban'] },
    { path: ['candidates', 'duplicates'] },
    { path: ['insights'] },
    { path: ['mentions'] },
    { path: ['members'] },
    { path: ['activity'] },
    { path: ['templates'] },
    { path: ['interviews'] },
    { path: ['careers'] },
    { path: ['assessments'] },
    ...seededJobNumbers.flatMap((number) => [
      { path: ['jobs', `job-${number}`] },
      { path: ['assessments', String(number)] },
      { path: ['assessments', `job-${number}`] },
    ]),
  ];
}

export default function Page() {
  return <ScreenRouter />;
}
