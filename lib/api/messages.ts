import { readJobMailSettings } from '@/lib/messages/automatic';
import { readMessageInput } from '@/lib/messages/messages';
import { readRejectionReasons } from '@/lib/messages/rejections';
import { readTemplateInput } from '@/lib/messages/templates';
import { ENDPOINTS } from './endpoints';
import { type ApiRoute, readJson, respond } from './http';

/** Message templates and the messages sent to candidates (lib/messages/). */
export function messageRoutes(): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: ENDPOINTS.templates,
      handle: ({ store: { messages } }) => respond(() => messages.templates()),
    },
    {
      method: 'PUT',
      path: ENDPOINTS.template,
      calls: 'messages.saveTemplate',
      handle: ({ request, params, store: { messages } }) =>
        respond(async () => messages.saveTemplate(params.id, readTemplateInput(await readJson(request)))),
    },
    {
      method: 'GET',
      path: ENDPOINTS.candidateMessages,
      handle: ({ params, store: { messages } }) => respond(() => messages.messages(params.id)),
    },
    {
      method: 'POST',
      path: ENDPOINTS.candidateMessages,
      calls: 'messages.send',
      handle: ({ request, params, store: { messages } }) =>
        respond(async () => messages.send(params.id, readMessageInput(await readJson(request)))),
    },
    {
      method: 'POST',
      path: ENDPOINTS.candidateMessageRetry,
      calls: 'messages.retry',
      handle: ({ params, store: { messages } }) => respond(() => messages.retry(params.id, params.messageId)),
    },
    {
      method: 'POST',
      path: ENDPOINTS.candidateMessageCancel,
      calls: 'messages.cancel',
      handle: ({ params, store: { messages } }) => respond(() => messages.cancel(params.id, params.messageId)),
    },
    {
      method: 'GET',
      path: ENDPOINTS.rejectionReasons,
      handle: ({ store: { messages } }) => respond(() => messages.rejectionReasons()),
    },
    {
      method: 'PUT',
      path: ENDPOINTS.rejectionReasons,
      calls: 'messages.saveRejectionReasons',
      handle: ({ request, store: { messages } }) =>
        respond(async () => messages.saveRejectionReasons(readRejectionReasons(await readJson(request)))),
    },
    {
      method: 'GET',
      path: ENDPOINTS.jobMailSettings,
      handle: ({ params, store: { messages } }) => respond(() => messages.jobSettings(params.id)),
    },
    {
      method: 'PUT',
      path: ENDPOINTS.jobMailSettings,
      calls: 'messages.saveJobSettings',
      handle: ({ request, params, store: { messages } }) =>
        respond(async () => messages.saveJobSettings(params.id, readJobMailSettings(await readJson(request)))),
    },
  ];
}
