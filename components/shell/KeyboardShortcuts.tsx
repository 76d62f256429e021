'use client';

import { useEffect, useState } from 'react';
import { Dialog } from '@/components/ui/Dialog';
import { paths } from '@/lib/shared/routes';
import { listenForShortcuts } from './keySequences';
import { navigate } from '@/components/ui/navigation';
import { requestScreenAction } from '@/components/ui/shortcuts';
import styles from './KeyboardShortcuts.module.css';

const SHORTCUTS = [
  { keys: '/', does: 'Search this screen' },
  { keys: 'n', does: 'Create a job (jobs) or add a candidate (candidates)' },
  { keys: 'j / k', does: 'Next or previous candidate, in the order of the list' },
  { keys: 'g then j', does: 'Go to Jobs' },
  { keys: 'g then c', does: 'Go to Candidates' },
  { keys: 'g then a', does: 'Go to Assessments' },
  { keys: 'g then i', does: 'Go to Insights' },
  { keys: '?', does: 'Show these shortcuts' },
];

/**
 * The app's keyboard shortcuts: none while a text field, select or editable element has focus
 * (./keySequences.ts), nor when Ctrl, Alt or Meta is held (tinykeys).
 */
export function KeyboardShortcuts() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const act = (run: () => void) => (event: KeyboardEvent) => {
      // Not while a dialog is open: its keys are its own.
      if (document.querySelector('[role="dialog"]')) return;
      event.preventDefault();
      run();
    };
    // tinykeys fires the first binding a key completes: the "g" sequences come before "j".
    return listenForShortcuts(window, {
      'g j': act(() => navigate(paths.jobs)),
      'g c': act(() => navigate(paths.candidates)),
      'g a': act(() => navigate(paths.firstAssessment)),
      'g i': act(() => navigate(paths.insights)),
      '/': act(() => document.querySelector<HTMLInputElement>('main input[type="search"]')?.focus()),
      n: act(() => requestScreenAction('new')),
      j: act(() => requestScreenAction('next')),
      k: act(() => requestScreenAction('previous')),
      // "?" is a shifted key on most layouts, not on all.
      '?': act(() => setOpen(true)),
      'Shift+?': act(() => setOpen(true)),
    });
  }, []);

  return (
    <Dialog open={open} onOpenChange={setOpen} title="Keyboard shortcuts">
      <dl className={styles.list}>
        {SHORTCUTS.map((shortcut) => (
          <div key={shortcut.keys}>
            <dt>
              <kbd>{shortcut.keys}</kbd>
            </dt>
            <dd>{shortcut.does}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
