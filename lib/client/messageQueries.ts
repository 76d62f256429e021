import type { JobMailSettings } from '@/lib/messages/automatic';
import type { MessageInput } from '@/lib/messages/messages';
import type { RejectionReason } from '@/lib/messages/rejections';
import type { TemplateInput } from '@/lib/messages/templates';
import { getStore } from './appStore';
import { useStoreRead } from './storeRead';
import { writesInFlight } from './writesInFlight';

/** Every kind's template, the team's or its sample (written under the candidates' changes). */
export function useTemplates() {
  return useStoreRead(['candidates'], ['templates'], (store) => store.messages.templates());
}

/** The messages to the candidate's person, newest first. */
export function useCandidateMessages(candidateId: string) {
  return useStoreRead(['candidates'], ['messages', candidateId], (store) => store.messages.messages(candidateId));
}

/** What TalentFlow writes by itself for the job's applicants (written under the jobs' changes). */
export function useJobMailSettings(jobId: string) {
  return useStoreRead(['jobs'], ['mailSettings', jobId], (store) => store.messages.jobSettings(jobId));
}

/** Why candidates are rejected: the admins' list (written under the candidates' changes). */
export function useRejectionReasons() {
  return useStoreRead(['candidates'], ['rejectionReasons'], (store) => store.messages.rejectionReasons());
}

export const messageStore = {
  cancel: (candidateId: string, messageId: string) =>
    writesInFlight.track(getStore().messages.cancel(candidateId, messageId)),
  saveRejectionReasons: (reasons: RejectionReason[]) =>
    writesInFlight.track(getStore().messages.saveRejectionReasons(reasons)),
  saveJobSettings: (jobId: string, settings: JobMailSettings) =>
    writesInFlight.track(getStore().messages.saveJobSettings(jobId, settings)),
  saveTemplate: (id: string, input: TemplateInput) => writesInFlight.track(getStore().messages.saveTemplate(id, input)),
  send: (candidateId: string, input: MessageInput) =>
    writesInFlight.track(getStore().messages.send(candidateId, input)),
  retry: (candidateId: string, messageId: string) =>
    writesInFlight.track(getStore().messages.retry(candidateId, messageId)),
};
