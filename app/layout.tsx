import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AppShell } from '@/components/shell/AppShell';
import { withBasePath } from '@/lib/paths';
import './globals.css';

export const metadata: Metadata = {
  title: 'TalentFlow',
  description: 'Hiring for recruiters and hiring teams: jobs, candidates and assessments.',
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        {/* The mock API's worker starts installing before the app's scripts have run. */}
        <script src={withBasePath('/start-worker.js')} async />
      </head>
      <body>
        <AppShell>{children}</AppShell>
      </body>
    </html>
  );
}
