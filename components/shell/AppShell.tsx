'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { NuqsAdapter } from 'nuqs/adapters/next/app';
import { type ReactNode, useEffect, useState } from 'react';
import { bootApp, useAppStarted } from '@/lib/client/boot';
import { createQueryClient } from '@/lib/client/queryClient';
import dynamic from 'next/dynamic';
import { ApplicantHeader } from './ApplicantHeader';

// Read through the store, as CompanyBrand is: not in the first load of every page.
const ApplicantFooter = dynamic(() => import('./ApplicantFooter').then((module) => module.ApplicantFooter), {
  ssr: false,
});
import styles from './AppShell.module.css';
import { KeyboardShortcuts } from './KeyboardShortcuts';
import { LeaveWhileSaving } from './LeaveWhileSaving';
import { ReloadNotice } from './ReloadNotice';
import { Sidebar } from './Sidebar';
import { SignedInElsewhereNotice } from './SignedInElsewhereNotice';
import { StartupError } from './StartupError';
import { ChangeListener } from './ChangeListener';
import { useShellLayout } from './useShellLayout';

// Start-up begins as soon as this module runs in the browser, before React hydrates the page,
// so the worker's registration and the seed overlap hydration. The shell's effect below asks
// for the same promise and reports a failure.
if (typeof window !== 'undefined') bootApp().catch(() => undefined);

export function AppShell({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [startupError, setStartupError] = useState<unknown>();
  const started = useAppStarted();
  const layout = useShellLayout();

  useEffect(() => {
    bootApp().catch(setStartupError);
  }, []);

  if (startupError) return <StartupError error={startupError} />;
  return (
    <QueryClientProvider client={queryClient}>
      <NuqsAdapter>
        <a className={styles.skipLink} href="#main">
          Skip to content
        </a>
        <div className={layout === 'applicant' ? styles.applicantLayout : styles.layout}>
          {layout === 'recruiter' && <Sidebar />}
          {layout === 'applicant' && <ApplicantHeader started={started} />}
          {/* Focusable from script (tabIndex -1) so the skip link and a closed dialog can land here. */}
          <main className={styles.main} id="main" tabIndex={-1} aria-busy={!started}>
            {children}
          </main>
          {layout === 'applicant' && started && <ApplicantFooter />}
          <ReloadNotice />
          {layout === 'recruiter' && (
            <>
              <SignedInElsewhereNotice />
              <KeyboardShortcuts />
              <ChangeListener />
              <LeaveWhileSaving />
            </>
          )}
        </div>
      </NuqsAdapter>
    </QueryClientProvider>
  );
}
