import { setupWorker } from 'msw/browser';
import { getDb } from '@/lib/dexie/db';
import { BASE_PATH } from '@/lib/shared/paths';
import { createHandlers } from './handlers';

const API_PATH = /\/(api|candidates|assessments)(\/|$)/;

const WORKER_URL = `${BASE_PATH}/mockServiceWorker.js`;
const WORKER_SCOPE = `${BASE_PATH}/`;

/**
 * The page's head registers the worker early (public/start-worker.js). msw reloads a page that a
 * registered worker does not control yet, and on a first visit that reload would cut off the
 * sample candidates being written. So while that worker is still being set up, wait until it
 * takes control (it claims its pages on activation); an active worker that does not control the
 * page (a hard reload) gets a moment, then msw reloads as it should.
 */
async function untilSetUpWorkerControls(): Promise<void> {
  const serviceWorker = navigator.serviceWorker;
  if (!serviceWorker || serviceWorker.controller) return;
  // msw reports a failed registration itself.
  const registration = await serviceWorker.register(WORKER_URL, { scope: WORKER_SCOPE }).catch(() => undefined);
  if (!registration) return;
  const settingUp = Boolean(
    registration.installing || registration.waiting || registration.active?.state === 'activating',
  );
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      serviceWorker.removeEventListener('controllerchange', done);
      resolve();
    };
    const timer = setTimeout(done, settingUp ? 10_000 : 1_000);
    serviceWorker.addEventListener('controllerchange', done);
    if (serviceWorker.controller) done();
  });
}

type StartOptions = Parameters<ReturnType<typeof setupWorker>['start']>[0];

const START_OPTIONS: StartOptions = {
  serviceWorker: { url: WORKER_URL, options: { scope: WORKER_SCOPE } },
  quiet: true,
  onUnhandledRequest(request) {
    const { pathname } = new URL(request.url);
    // Page, asset and router requests are the host's business; only unknown API calls are worth a warning.
    if (API_PATH.test(pathname.slice(BASE_PATH.length)) && request.headers.get('accept')?.includes('json')) {
      console.warn(`No mock API handler for ${request.method} ${pathname}`);
    }
  },
};

/**
 * Starts the mock API; resolves once the worker controls this page and answers it, with a
 * function that says when the worker in control answers the page (see below).
 */
export async function startMockApi(): Promise<() => Promise<void>> {
  await untilSetUpWorkerControls();
  const worker = setupWorker(...createHandlers(getDb()));
  // msw talks to the worker it found when it started. A newer worker script (a deploy, or the
  // update check msw itself makes while starting) takes over with no page announced to it: it
  // passes every request through, and a start that was talking to the old worker never hears
  // back. So each new worker is told about this page again, and calls wait for the newest.
  let attempt = 0;
  let answering = Promise.resolve();
  let settle: { resolve: () => void; reject: (reason: unknown) => void } | undefined;
  const announce = () => {
    const mine = ++attempt;
    // One promise for a run of announcements: it settles when the newest of them has.
    if (!settle) answering = new Promise((resolve, reject) => (settle = { resolve, reject }));
    worker.start(START_OPTIONS).then(
      () => {
        if (mine !== attempt) return;
        settle?.resolve();
        settle = undefined;
      },
      (reason: unknown) => settle?.reject(reason),
    );
  };
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    worker.stop();
    announce();
  });
  announce();
  await answering;
  return () => answering;
}
