import { getStore } from './appStore';
import { useStoreRead } from './storeRead';
import { writesInFlight } from './writesInFlight';
import { personalDataZip } from '@/lib/store/personalData';
import type { RetentionSetting } from '@/lib/privacy/privacy';

/** The team's retention setting; undefined while loading or for a member who may not read it. */
export function useRetention(allowed: boolean) {
  return useStoreRead(['candidates'], ['retention', allowed], async (store) =>
    allowed ? store.privacy.retention() : null,
  );
}

/** Whom the sweep would erase now (the dry run), read again whenever candidates change. */
export function useDueForErasure(allowed: boolean, months: number | null | undefined) {
  return useStoreRead(['candidates'], ['retentionDue', allowed, months], async (store) =>
    allowed && months ? store.privacy.dueForErasure() : [],
  );
}

/** The privacy screens' writes, through the page's store. */
export const privacyStore = {
  erase: (candidateId: string, typedName: string) =>
    writesInFlight.track(getStore().privacy.erase(candidateId, typedName)),
  setRetention: (setting: RetentionSetting) => writesInFlight.track(getStore().privacy.setRetention(setting)),
  sweep: () => writesInFlight.track(getStore().privacy.sweep()),
  personalDataZip: (candidateId: string) => personalDataZip(getStore(), candidateId),
};
