'use client';

import { useMemo, useState } from 'react';
import { useStoredValue } from '@/components/ui/useStoredValue';
import { DEFAULT_NETWORK_SETTINGS, NETWORK_SETTINGS_KEY } from '@/lib/shared/constants';
import { type NetworkSettings, parseNetworkSettings, saveNetworkSettings } from '@/lib/client/network';
import styles from './SidebarTool.module.css';

/** Lets a demo turn the simulated latency and failures down or up; read by every call. */
export function NetworkControl() {
  const stored = useStoredSettings();
  const [edited, setSettings] = useState<NetworkSettings>();
  const settings = edited ?? stored;

  function update(change: Partial<NetworkSettings>) {
    const next = { ...settings, ...change };
    if (next.minLatencyMs > next.maxLatencyMs) {
      if ('minLatencyMs' in change) next.maxLatencyMs = next.minLatencyMs;
      else next.minLatencyMs = next.maxLatencyMs;
    }
    setSettings(next);
    saveNetworkSettings(next);
  }

  const number = (value: string) => Math.max(0, Number(value) || 0);

  return (
    <details className={styles.control}>
      <summary>
        Network: {settings.minLatencyMs}–{settings.maxLatencyMs} ms, {Math.round(settings.failureRate * 100)}% failures
      </summary>
      <label>
        Min latency (ms)
        <input
          type="number"
          min={0}
          step={50}
          value={settings.minLatencyMs}
          onChange={(event) => update({ minLatencyMs: number(event.target.value) })}
        />
      </label>
      <label>
        Max latency (ms)
        <input
          type="number"
          min={0}
          step={50}
          value={settings.maxLatencyMs}
          onChange={(event) => update({ maxLatencyMs: number(event.target.value) })}
        />
      </label>
      <label>
        Failure rate (%)
        <input
          type="number"
          min={0}
          max={100}
          step={5}
          value={Math.round(settings.failureRate * 100)}
          onChange={(event) => update({ failureRate: Math.min(100, number(event.target.value)) / 100 })}
        />
      </label>
      <button type="button" onClick={() => update({ ...DEFAULT_NETWORK_SETTINGS })}>
        Restore defaults
      </button>
    </details>
  );
}

/** The stored settings; the spec's defaults while prerendering and hydrating. */
function useStoredSettings(): NetworkSettings {
  const [raw] = useStoredValue(NETWORK_SETTINGS_KEY);
  return useMemo(() => (raw === undefined ? DEFAULT_NETWORK_SETTINGS : parseNetworkSettings(raw)), [raw]);
}
