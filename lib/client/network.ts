import { DEFAULT_NETWORK_SETTINGS, NETWORK_SETTINGS_KEY } from '@/lib/shared/constants';
import { createApiClient } from './apiClient';
import { untilApiAnswers } from './boot';
import { withBasePath } from '@/lib/shared/paths';
import { signInPath } from '@/lib/shared/routes';
import { DEMO_MEMBER_HEADER, signedInDemoMember } from '@/lib/people/demoTeam';
import { isTeamMode } from './teamMode';
import { NO_SIMULATION, type NetworkSettings } from '@/lib/shared/networkSettings.mjs';

export type { NetworkSettings };

const isNonNegativeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** Reads the `talentflow:network` value; anything missing or malformed means the spec's defaults. */
export function parseNetworkSettings(raw: string | null | undefined): NetworkSettings {
  if (!raw) return { ...DEFAULT_NETWORK_SETTINGS };
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) throw new Error('not an object');
    const { minLatencyMs, maxLatencyMs, failureRate } = value as Record<string, unknown>;
    if (
      !isNonNegativeNumber(minLatencyMs) ||
      !isNonNegativeNumber(maxLatencyMs) ||
      !isNonNegativeNumber(failureRate) ||
      minLatencyMs > maxLatencyMs ||
      failureRate > 1
    ) {
      throw new Error('fields out of range');
    }
    return { minLatencyMs, maxLatencyMs, failureRate };
  } catch (error) {
    console.warn(`Ignoring invalid ${NETWORK_SETTINGS_KEY} setting:`, error);
    return { ...DEFAULT_NETWORK_SETTINGS };
  }
}

export function readNetworkSettings(): NetworkSettings {
  return parseNetworkSettings(globalThis.localStorage?.getItem(NETWORK_SETTINGS_KEY));
}

export function saveNetworkSettings(settings: NetworkSettings): void {
  localStorage.setItem(NETWORK_SETTINGS_KEY, JSON.stringify(settings));
}

/** The page's calls: after the app has started, over the simulated network (none in team mode). */
export const apiRequest = createApiClient({
  ready: untilApiAnswers,
  fetch: (...args) => fetch(...args),
  random: Math.random,
  sleep: (ms) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve()),
  // A team server is a real network: nothing is simulated on top of it.
  readSettings: () => (isTeamMode() ? NO_SIMULATION : readNetworkSettings()),
  resolveUrl: withBasePath,
  // The demo's API acts as the member picked under "Signed in as"; a team server knows its session.
  headers: (): Record<string, string> => (isTeamMode() ? {} : { [DEMO_MEMBER_HEADER]: signedInDemoMember().handle }),
  // A session that ended (idle for hours, signed out elsewhere, the member deactivated): sign in again, then come back.
  onSignedOut: () => {
    if (isTeamMode()) window.location.assign(signInPath(window.location.pathname + window.location.search));
  },
});
