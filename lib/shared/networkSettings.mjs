/*
 * The simulated network's settings, shared by the app, the end-to-end tests and the
 * benchmark. Plain JavaScript (typed with JSDoc) so that the benchmark, which Node runs
 * as it is, imports the same key and type as the TypeScript code.
 */

/** The localStorage key the simulated network reads on every call. */
export const NETWORK_SETTINGS_KEY = 'talentflow:network';

/**
 * @typedef {object} NetworkSettings
 * @property {number} minLatencyMs
 * @property {number} maxLatencyMs
 * @property {number} failureRate share of calls that fail, 0 to 1
 */

/** No latency and no failures: what tests and benchmarks run with. @type {Readonly<NetworkSettings>} */
export const NO_SIMULATION = Object.freeze({ minLatencyMs: 0, maxLatencyMs: 0, failureRate: 0 });
