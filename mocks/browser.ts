import { setupWorker } from 'msw/browser';
import { getDb } from '@/lib/db';
import { BASE_PATH } from '@/lib/paths';
import { createHandlers } from './handlers';

const API_PATH = /\/(api|candidates|assessments)(\/|$)/;

/** Starts the mock API; resolves once the worker controls this page. */
export async function startMockApi(): Promise<void> {
  const worker = setupWorker(...createHandlers(getDb()));
  await worker.start({
    serviceWorker: { url: `${BASE_PATH}/mockServiceWorker.js`, options: { scope: `${BASE_PATH}/` } },
    quiet: true,
    onUnhandledRequest(request) {
      const { pathname } = new URL(request.url);
      // Page, asset and router requests are the host's business; only unknown API calls are worth a warning.
      if (API_PATH.test(pathname.slice(BASE_PATH.length)) && request.headers.get('accept')?.includes('json')) {
        console.warn(`No mock API handler for ${request.method} ${pathname}`);
      }
    },
  });
}
