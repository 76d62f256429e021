'use client';

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '@/lib/shared/format';
import { jobMutations } from '@/lib/client/jobQueries';
import type { Job } from '@/lib/shared/types';

const CONFIRM = {
  archive: 'Are you sure you want to archive this job?',
  unarchive: 'Unarchive this job?',
};

/** Archive or unarchive after the spec's confirmation; a failure is kept as a message to show. */
export function useToggleArchive() {
  const update = useMutation(jobMutations.update());
  const [error, setError] = useState<string>();

  function toggleArchive(job: Job) {
    const archiving = job.status === 'active';
    if (!window.confirm(archiving ? CONFIRM.archive : CONFIRM.unarchive)) return;
    setError(undefined);
    const { slug: _slug, ...input } = job;
    update.mutate(
      { ...input, status: archiving ? 'archived' : 'active' },
      {
        onError: (failure) =>
          setError(`Could not ${archiving ? 'archive' : 'unarchive'} "${job.title}": ${errorMessage(failure)}`),
      },
    );
  }

  return {
    toggleArchive,
    pendingJobId: update.isPending ? update.variables?.id : undefined,
    error,
    clearError: () => setError(undefined),
  };
}
