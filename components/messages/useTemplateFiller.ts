import { useSignedInMember } from '@/components/ui/useSignedInMember';
import { useJobsById } from '@/lib/client/jobQueries';
import { mergeValues, renderTemplate } from '@/lib/messages/templates';
import { useCompanyName } from '@/lib/client/careersQueries';
import type { Candidate } from '@/lib/shared/types';

type Fillable = { subject: string; body: string };

/**
 * A template as the candidate reads it, sent by the signed-in member: what every screen that
 * writes or previews a message fills it with (the server fills an automatic one the same way).
 */
export function useTemplateFiller() {
  const jobs = useJobsById();
  const [member] = useSignedInMember();
  const companyName = useCompanyName();
  return (template: Fillable, candidate: Pick<Candidate, 'name' | 'email' | 'jobId'>, link?: string) =>
    renderTemplate(
      template,
      mergeValues({
        candidate,
        jobTitle: jobs?.get(candidate.jobId)?.title,
        senderName: member?.name,
        companyName,
        link,
      }),
    );
}
