'use client';

import { useState } from 'react';
import { errorMessage } from '@/lib/shared/format';
import { Button } from './Button';
import { downloadFile } from './downloadFile';
import { useSingleFlight } from './useSingleFlight';

interface ExportCsvButtonProps {
  fileName: string;
  /** Builds the file's text from what the screen shows now. */
  build: () => Promise<string>;
}

/** "Export CSV": downloads what the screen shows once a press (a double click is one), or says why it could not. */
export function ExportCsvButton({ fileName, build }: ExportCsvButtonProps) {
  const [error, setError] = useState<string>();
  const exporting = useSingleFlight();
  async function exportCsv() {
    setError(undefined);
    try {
      downloadFile(fileName, await build(), 'text/csv;charset=utf-8');
    } catch (failure) {
      setError(`Could not export: ${errorMessage(failure)}`);
    }
  }
  return (
    <>
      <Button onClick={exporting.press(exportCsv)}>Export CSV</Button>
      {error && <span role="alert">{error}</span>}
    </>
  );
}
