'use client';

import { Button } from '@/components/ui/Button';
import { downloadFile } from '@/components/ui/downloadFile';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { privacyStore } from '@/lib/client/privacyQueries';
import { errorMessage } from '@/lib/shared/format';

/** "Download data": everything held on the candidate, as a zip (lib/store/personalData.ts). */
export function DownloadDataButton({
  candidateId,
  onError,
}: {
  candidateId: string;
  onError: (message: string) => void;
}) {
  const { busy, press } = useSingleFlight();
  const save = press(async () => {
    try {
      const { fileName, bytes } = await privacyStore.personalDataZip(candidateId);
      downloadFile(
        fileName,
        new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/zip' }),
        'application/zip',
      );
    } catch (failure) {
      onError(`Could not gather the candidate's data: ${errorMessage(failure)}`);
    }
  });
  return (
    <Button onClick={save} disabled={busy} aria-busy={busy}>
      {busy ? 'Gathering data...' : 'Download data'}
    </Button>
  );
}
