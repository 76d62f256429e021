'use client';

import { useState } from 'react';
import { Button } from './Button';

/** Copies `text` to the clipboard and says whether it could; `name` tells it apart from others on the screen. */
export function CopyButton({ text, label, name }: { text: string; label: string; name?: string }) {
  const [result, setResult] = useState<string>();
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setResult('Copied.');
    } catch {
      setResult('Could not copy: select the text and copy it yourself.');
    }
  }
  return (
    <>
      <Button onClick={() => void copy()} aria-label={name}>
        {label}
      </Button>{' '}
      {result && <span role="status">{result}</span>}
    </>
  );
}
