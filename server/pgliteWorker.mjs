import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * PGlite on a thread of its own (see openPglite in pglite.ts): it answers one request at a
 * time, in the order they come. A query arrives as its text and its parameters already in the
 * text form PostgreSQL reads, and goes to PGlite as one buffer of protocol messages in one call.
 */
const { serialize } = protocol;
const { dataDir, copyOf } = /** @type {{ dataDir?: string, copyOf?: string }} */ (workerData);
const db = await PGlite.create({
  // The candidate search's trigram index (migrations/047).
  extensions: { pg_trgm },
  ...(dataDir ? { dataDir } : {}),
  ...(copyOf ? { loadDataDir: new Blob([readFileSync(copyOf)]) } : {}),
});
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
/** @type {Map<string, () => Promise<void>>} */
const stopListening = new Map();

/** @param {Uint8Array[]} messages @param {boolean} syncToFs */
async function run(messages, syncToFs) {
  const { messages: answers } = await db.execProtocol(Buffer.concat([...messages, serialize.sync()]), { syncToFs });
  return answers;
}

/** The fields of a PostgreSQL error the stores read; an Error's own fields do not cross threads. */
const ERROR_FIELDS = ['message', 'code', 'detail', 'constraint', 'table', 'column', 'schema', 'hint', 'where'];

/**
 * @param {{ op: 'query', text: string, params: (string | null)[], syncToFs: boolean }
 *   | { op: 'exec', text: string, syncToFs: boolean }
 *   | { op: 'listen' | 'unlisten', channel: string } | { op: 'close' }} request
 */
async function answer(request) {
  switch (request.op) {
    case 'query': {
      const answers = await run(
        [
          serialize.parse({ text: request.text }),
          serialize.bind({ values: request.params }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
        ],
        request.syncToFs,
      );
      return parse.parseResults(answers, db.parsers)[0].rows;
    }
    case 'exec':
      await run([serialize.query(request.text)], request.syncToFs);
      return undefined;
    case 'listen':
      stopListening.set(
        request.channel,
        await db.listen(request.channel, (payload) => port.postMessage({ channel: request.channel, payload })),
      );
      return undefined;
    case 'unlisten':
      await stopListening.get(request.channel)?.();
      stopListening.delete(request.channel);
      return undefined;
    case 'close':
      await db.close();
      return undefined;
  }
}

let queue = Promise.resolve();
port.on('message', ({ id, request }) => {
  queue = queue.then(async () => {
    try {
      port.postMessage({ id, result: await answer(request) });
    } catch (error) {
      const fields = Object.fromEntries(
        ERROR_FIELDS.map((field) => [field, /** @type {Record<string, unknown>} */ (error)[field]]),
      );
      port.postMessage({ id, error: fields });
    }
  });
});
port.postMessage({ ready: true });
