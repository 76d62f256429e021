import { ErrorSummary, type FieldProblem } from '@/components/ui/ErrorSummary';
import { useApplicantIntl } from './applicantIntlContext';

/** The problems a submit found, introduced in the applicant's language. */
export function ApplicantErrorSummary({ problems }: { problems: FieldProblem[] }) {
  const { t } = useApplicantIntl();
  return <ErrorSummary problems={problems} intro={t('common.problemsCount', { count: problems.length })} />;
}
