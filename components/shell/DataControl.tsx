'use client';

import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { downloadFile } from '@/components/ui/downloadFile';
import { errorMessage } from '@/lib/shared/format';
import { browserData } from '@/lib/client/browserData';
import styles from './SidebarTool.module.css';

/** Export, import and reset of everything this browser holds; the backup code loads on first use. */
export function DataControl() {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string>();

  async function run(action: () => Promise<string>) {
    setMessage(undefined);
    try {
      setMessage(await action());
      await queryClient.resetQueries();
    } catch (error) {
      setMessage(errorMessage(error));
    }
  }

  const exportData = () =>
    run(async () => {
      const backup = await browserData.export();
      downloadFile(
        `talentflow-backup-${backup.exportedAt.slice(0, 10)}.json`,
        JSON.stringify(backup, null, 2),
        'application/json',
      );
      return `Exported ${backup.tables.jobs.length} jobs and ${backup.tables.candidates.length} candidates.`;
    });

  function importData(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    void run(async () => {
      const backup = await browserData.read(await file.text());
      const when = new Date(backup.exportedAt).toLocaleString();
      if (!window.confirm(`Replace all data in this browser with the backup from ${when}? This cannot be undone.`)) {
        return 'Import cancelled; nothing changed.';
      }
      await browserData.restore(backup);
      return `Imported ${backup.tables.jobs.length} jobs and ${backup.tables.candidates.length} candidates.`;
    });
  }

  const resetData = () =>
    run(async () => {
      if (!window.confirm('Replace all data in this browser with fresh demo data? This cannot be undone.')) {
        return 'Reset cancelled; nothing changed.';
      }
      await browserData.reset();
      return 'The demo data is back.';
    });

  return (
    <details className={styles.control}>
      <summary>Data</summary>
      <button type="button" onClick={exportData}>
        Export data
      </button>
      <label className={styles.fileButton}>
        Import data
        <input type="file" accept="application/json,.json" onChange={importData} />
      </label>
      <button type="button" onClick={resetData}>
        Reset demo data
      </button>
      {message && <p role="status">{message}</p>}
    </details>
  );
}
