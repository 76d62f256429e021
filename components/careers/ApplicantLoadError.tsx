import { LoadError } from '@/components/ui/LoadError';
import { errorMessage } from '@/lib/shared/format';
import { useApplicantIntl } from './applicantIntlContext';

/** A page's data could not be loaded, said in the applicant's language (the cause as the browser gave it). */
export function ApplicantLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useApplicantIntl();
  return (
    <LoadError
      text={t('common.loadError', { message: errorMessage(error) })}
      retry={t('common.retry')}
      onRetry={onRetry}
    />
  );
}
