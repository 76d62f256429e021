'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { useStoredValue } from '@/components/ui/useStoredValue';
import { SIDEBAR_STATE_KEY } from '@/lib/shared/constants';
import { paths } from '@/lib/shared/routes';
import { AppLink } from '@/components/ui/AppLink';
import { useTeamMode } from '@/lib/client/teamMode';
import { DataControl } from './DataControl';
import { NetworkControl } from './NetworkControl';
import { SignedInAs } from './SignedInAs';
import { TeamAccount } from './TeamAccount';
import styles from './Sidebar.module.css';

const LINKS = [
  { label: 'Home', href: paths.home, icon: '⌂', isActive: (path: string) => path === '/' },
  { label: 'Jobs', href: paths.jobs, icon: '▤', isActive: (path: string) => path.startsWith('/jobs') },
  {
    label: 'Candidates',
    href: paths.candidates,
    icon: '☺',
    isActive: (path: string) => path.startsWith('/candidates'),
  },
  {
    label: 'Assessments',
    href: paths.firstAssessment,
    icon: '✎',
    isActive: (path: string) => path.startsWith('/assessments'),
  },
  { label: 'Insights', href: paths.insights, icon: '◔', isActive: (path: string) => path.startsWith('/insights') },
  {
    label: 'Interviews',
    href: paths.interviews,
    icon: '◷',
    isActive: (path: string) => path.startsWith('/interviews'),
  },
  { label: 'Mentions', href: paths.mentions, icon: '@', isActive: (path: string) => path.startsWith('/mentions') },
  { label: 'Activity', href: paths.activity, icon: '≡', isActive: (path: string) => path.startsWith('/activity') },
  { label: 'Templates', href: paths.templates, icon: '✉', isActive: (path: string) => path.startsWith('/templates') },
];

// The count reads the store, whose code the first paint does without: it comes after.
const MentionsCount = dynamic(() => import('./MentionsCount').then((module) => module.MentionsCount), {
  ssr: false,
});

export function Sidebar() {
  const pathname = usePathname() ?? '/';
  // Remembered across reloads and shared by tabs, as a person expects of a layout choice.
  const [state, storeState] = useStoredValue(SIDEBAR_STATE_KEY);
  const open = state !== 'collapsed';
  // Narrow screens show a Menu button instead: the links and tools stay folded away until asked for.
  const [menuOpen, setMenuOpen] = useState(false);
  const team = useTeamMode();

  return (
    <aside className={`${styles.sidebar} ${open ? '' : styles.collapsed}`}>
      <div className={styles.header}>
        <span className={styles.brand}>TalentFlow</span>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls="sidebar-content"
          aria-label={open ? 'Collapse sidebar' : 'Expand sidebar'}
          onClick={() => storeState(open ? 'collapsed' : 'open')}
        >
          {open ? '«' : '»'}
        </button>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="sidebar-content"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          Menu
        </button>
      </div>
      <div id="sidebar-content" className={`${styles.content} ${menuOpen ? styles.menuOpen : ''}`}>
        {/* Choosing a screen folds the narrow-screen menu away again. */}
        <nav aria-label="Main" onClick={() => setMenuOpen(false)}>
          <ul className={styles.links}>
            {LINKS.map((link) => {
              const active = link.isActive(pathname);
              return (
                <li key={link.label}>
                  <AppLink
                    href={link.href}
                    className={`${styles.link} ${active ? styles.active : ''}`}
                    aria-current={active ? 'page' : undefined}
                    title={open ? undefined : link.label}
                  >
                    <span className={styles.icon} aria-hidden="true">
                      {link.icon}
                    </span>
                    <span className={open ? undefined : 'visually-hidden'}>{link.label}</span>
                    {link.href === paths.mentions && <MentionsCount />}
                  </AppLink>
                </li>
              );
            })}
          </ul>
        </nav>
        {/* A team's data lives on its server (backups with pg_dump); its network is real. */}
        {open && !team && (
          <div className={styles.tools}>
            <SignedInAs />
            <NetworkControl />
            <DataControl />
          </div>
        )}
        {open && team && (
          <div className={styles.tools}>
            <TeamAccount />
          </div>
        )}
      </div>
    </aside>
  );
}
