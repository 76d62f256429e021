import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[] }>;
};

describe("Node's required version", () => {
  it('is one every installed package runs on, so npm ci warns of no engine', () => {
    const oldest = semver.minVersion(manifest.engines.node)!.version;
    const refusing = Object.entries(lock.packages)
      .filter(([path, info]) => {
        const wanted = !Array.isArray(info.engines) ? info.engines?.node : undefined;
        return path !== '' && wanted !== undefined && !semver.satisfies(oldest, wanted);
      })
      .map(([path, info]) => `${path.replace(/^node_modules\//, '')} wants Node ${JSON.stringify(info.engines)}`);
    expect(refusing).toEqual([]);
  });
});
