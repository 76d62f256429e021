'use client';

import { useEffect, useState } from 'react';
import { browserData } from '@/lib/client/browserData';
import styles from './ReloadNotice.module.css';

/** Shown when a newer TalentFlow in another tab took over the database. */
export function ReloadNotice() {
  const [replaced, setReplaced] = useState(false);
  useEffect(() => browserData.onReplaced(() => setReplaced(true)), []);
  if (!replaced) return null;
  return (
    <div className={styles.notice} role="alert">
      <p>TalentFlow was updated in another tab. Reload this tab to keep working; nothing you saved is lost.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}
