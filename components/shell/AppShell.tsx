'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { bootApp, useAppStarted } from '@/lib/boot';
import { createQueryClient } from '@/lib/queryClient';
import styles from './AppShell.module.css';
import { ReloadNotice } from './ReloadNotice';
import { Sidebar } from './Sidebar';
import { StartupError } from './StartupError';

export function AppShell({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [startupError, setStartupError] = useState<unknown>();
  const started = useAppStarted();

  useEffect(() => {
    bootApp().catch(setStartupError);
  }, []);

  if (startupError) return <StartupError error={startupError} />;
  return (
    <QueryClientProvider client={queryClient}>
      <div className={styles.layout}>
        <Sidebar />
        <main className={styles.main} id="main" aria-busy={!started}>
          {children}
        </main>
        <ReloadNotice />
      </div>
    </QueryClientProvider>
  );
}
