import { getResponse } from 'msw';
import type { TalentFlowDB } from '@/lib/db';
import { createHandlers } from '@/mocks/handlers';

const ORIGIN = 'http://localhost';

/** Sends one request through the mock API's handlers, as the service worker would. */
export async function callApi<T = unknown>(
  db: TalentFlowDB,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const request = new Request(`${ORIGIN}${path}`, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const response = await getResponse(createHandlers(db), request, { baseUrl: `${ORIGIN}/` });
  if (!response) throw new Error(`No handler answered ${method} ${path}`);
  return { status: response.status, body: (await response.json()) as T };
}
