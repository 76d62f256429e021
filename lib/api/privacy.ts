import { readRetentionSetting } from '@/lib/privacy/privacy';
import { assertId } from '@/lib/shared/storableInput';
import { type ApiRoute, readJson, respond } from './http';
import { ENDPOINTS } from './endpoints';

/** Erasure on request and the team's retention (lib/privacy/): an admin's calls only. */
export function privacyRoutes(): ApiRoute[] {
  return [
    {
      method: 'POST',
      path: ENDPOINTS.candidateErase,
      calls: 'privacy.erase',
      handle: ({ request, params, store: { privacy } }) =>
        respond(async () => {
          assertId(params.id, 'A candidate id');
          const body = (await readJson(request)) as { name?: unknown } | null;
          await privacy.erase(params.id, typeof body?.name === 'string' ? body.name : '');
          return { erased: 1 };
        }),
    },
    {
      method: 'GET',
      path: ENDPOINTS.retention,
      calls: 'privacy.retention',
      handle: ({ store: { privacy } }) => respond(() => privacy.retention()),
    },
    {
      method: 'PUT',
      path: ENDPOINTS.retention,
      calls: 'privacy.setRetention',
      handle: ({ request, store: { privacy } }) =>
        respond(async () => privacy.setRetention(readRetentionSetting(await readJson(request)))),
    },
    {
      method: 'GET',
      path: ENDPOINTS.retentionDue,
      calls: 'privacy.dueForErasure',
      handle: ({ store: { privacy } }) => respond(() => privacy.dueForErasure()),
    },
    {
      method: 'POST',
      path: ENDPOINTS.retentionSweep,
      calls: 'privacy.sweep',
      handle: ({ store: { privacy } }) => respond(async () => ({ erased: await privacy.sweep() })),
    },
  ];
}
