import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AppShell } from '@/components/shell/AppShell';
import { withBasePath } from '@/lib/shared/paths';
import './globals.css';

// No metadata title: Next re-applies it after hydration and on navigation, over the title each
// screen sets (vercel/next.js#82037). The plain <title> below is the static HTML's, and screens
// replace its text.
export const metadata: Metadata = {
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
        <title>TalentFlow</title>
        {/* The mock API's worker starts installing before the app's scripts have run. */}
        <script src={withBasePath('/start-worker.js')} async />
      </head>
      <body>
        <AppShell>{children}</AppShell>
      </body>
    </html>
  );
}
