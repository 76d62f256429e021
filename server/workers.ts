import cluster from 'node:cluster';

/** Quick exits in a row after which the primary stops starting workers again: they cannot start. */
const QUICK_EXITS_TO_GIVE_UP = 5;
const QUICK_EXIT_MS = 10_000;

/**
 * `TALENTFLOW_WORKERS` processes of the team server behind one port, for PostgreSQL: Node's
 * cluster hands each new connection to the next worker, so a burst of connections or a request
 * heavy on CPU (a sign-in's hash, a CSV's parsing) holds up one worker, not the team. What
 * processes share lives in PostgreSQL (changes by NOTIFY, the outbox's claims, the limits of
 * attempts.ts); a worker that stops is started again. Answers whether this process serves.
 */
export function startWorkers(count: number): boolean {
  if (count <= 1 || !cluster.isPrimary) return true;
  let stopping = false;
  let quickExits = 0;
  const startedAt = new Map<number, number>();
  const fork = () => startedAt.set(cluster.fork().id, Date.now());
  for (let started = 0; started < count; started++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    quickExits = Date.now() - (startedAt.get(worker.id) ?? 0) < QUICK_EXIT_MS ? quickExits + 1 : 0;
    startedAt.delete(worker.id);
    if (quickExits >= QUICK_EXITS_TO_GIVE_UP) {
      console.error(`Workers stopped ${quickExits} times just after starting: stopping the team server.`);
      process.exit(1);
    }
    console.error(`Worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}): starting another.`);
    fork();
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return false;
}
