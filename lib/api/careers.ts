import type { ApplicationInput } from '@/lib/careers/applicationRules';
import { SOURCE_FIELDS } from '@/lib/careers/applicationSource';
import { REFERRAL_PARAMETER } from '@/lib/careers/referrals';
import { LOGO_MAX_BYTES, logoFile, readCompanyForm } from '@/lib/careers/company';
import type { ResumeUpload } from '@/lib/careers/applications';
import { paths } from '@/lib/shared/routes';
import { InvalidInputError } from '@/lib/shared/errors';
import { assertStorable } from '@/lib/shared/storableInput';
import { type ApiRoute, errorResponse, respond } from './http';

export const NO_RESUME = 'This candidate sent no résumé';
import { ENDPOINTS } from './endpoints';

/** An application's form, résumé included: 5 MB of file and the fields around it. */
export const APPLICATION_MAX_BODY_BYTES = 6 * 1024 * 1024;
/** Reads of the company one address may make in a minute. */
export const COMPANY_READS_PER_MINUTE = 120;
/** Applications one address may send in a minute. */
export const APPLICATIONS_PER_MINUTE = 10;

const FIELDS = ['name', 'email', 'phone', 'link', 'coverNote', ...SOURCE_FIELDS, REFERRAL_PARAMETER] as const;

/** The application form as multipart/form-data: text fields, and the résumé as a file if one was chosen. */
async function readApplication(request: Request): Promise<{ input: ApplicationInput; resume?: ResumeUpload }> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new InvalidInputError('Send the application as a form (multipart/form-data)');
  }
  const text = (name: (typeof FIELDS)[number]) => {
    const value = form.get(name);
    if (value !== null && typeof value !== 'string') throw new InvalidInputError(`${name} must be text`);
    return value ?? undefined;
  };
  const input = Object.fromEntries(FIELDS.map((name) => [name, text(name)]));
  assertStorable(input, 'The application');
  const file = form.get('resume');
  const resume =
    file instanceof Blob && file.size > 0
      ? { name: (file as File).name || 'resume', data: new Uint8Array(await file.arrayBuffer()) }
      : undefined;
  return { input: { ...input, name: input.name ?? '', email: input.email ?? '' }, resume };
}

/** The careers page: active jobs' public fields, the company, and applications. */
export function careersRoutes(): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: ENDPOINTS.careersJobs,
      public: true,
      handle: ({ store: { careers } }) => respond(() => careers.jobs()),
    },
    {
      method: 'GET',
      path: ENDPOINTS.careersJob,
      public: true,
      handle: ({ params, store: { careers } }) => respond(() => careers.job(params.slug)),
    },
    {
      method: 'GET',
      path: ENDPOINTS.candidateApplication,
      handle: ({ params, store: { careers } }) => respond(async () => (await careers.application(params.id)) ?? null),
    },
    {
      method: 'GET',
      path: ENDPOINTS.applications,
      handle: ({ store: { careers } }) => respond(() => careers.applications()),
    },
    {
      method: 'GET',
      path: ENDPOINTS.candidateResume,
      handle: async ({ request, params, store: { careers } }) => {
        // ?version=N: an earlier résumé a later application replaced.
        const asked = new URL(request.url).searchParams.get('version');
        const version = asked === null ? undefined : Number(asked);
        if (version !== undefined && !(Number.isInteger(version) && version > 0)) {
          return errorResponse(400, 'A résumé version is a whole number from 1');
        }
        const resume = await careers.resume(params.id, version).catch(() => undefined);
        if (!resume) return errorResponse(404, NO_RESUME);
        // Downloaded, never shown in the page: a file made to look like HTML runs nothing here.
        return new Response(new Uint8Array(resume.data), {
          headers: {
            'Content-Type': resume.type,
            'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(resume.name)}`,
            'X-Content-Type-Options': 'nosniff',
            'Cache-Control': 'no-store',
          },
        });
      },
    },
    {
      method: 'GET',
      path: ENDPOINTS.careersCompany,
      public: true,
      // Every applicant's page reads it once (header, footer, JSON-LD): a cheap read of one row.
      callsPerMinute: COMPANY_READS_PER_MINUTE,
      handle: ({ store: { careers } }) => respond(() => careers.company()),
    },
    {
      method: 'GET',
      path: ENDPOINTS.careersLogo,
      public: true,
      handle: async ({ store: { careers } }) => {
        const logo = logoFile(await careers.company());
        if (!logo) return errorResponse(404, 'This company has no logo');
        return new Response(new Uint8Array(logo.data), {
          headers: {
            'Content-Type': logo.type,
            'Cache-Control': 'public, max-age=300',
            'X-Content-Type-Options': 'nosniff',
          },
        });
      },
    },
    {
      method: 'PUT',
      path: ENDPOINTS.company,
      calls: 'careers.saveCompany',
      maxBodyBytes: LOGO_MAX_BYTES + 64 * 1024,
      body: 'form',
      handle: ({ request, store: { careers } }) =>
        respond(async () => {
          let form: FormData;
          try {
            form = await request.formData();
          } catch {
            throw new InvalidInputError('Send the company’s settings as a form (multipart/form-data)');
          }
          const { fields, logo } = await readCompanyForm(form);
          assertStorable(fields, 'The company’s settings');
          return careers.saveCompany(fields, logo);
        }),
    },
    {
      method: 'GET',
      path: ENDPOINTS.jobReferral,
      handle: ({ params, store: { careers } }) => respond(() => careers.referralRef(params.id)),
    },
    {
      method: 'POST',
      path: ENDPOINTS.careersApply,
      public: true,
      callsPerMinute: APPLICATIONS_PER_MINUTE,
      maxBodyBytes: APPLICATION_MAX_BODY_BYTES,
      body: 'form',
      handle: async ({ request, params, store: { careers } }) => {
        let takeToken: string | undefined;
        const answer = await respond(async () => {
          const { input, resume } = await readApplication(request);
          takeToken = (await careers.apply(params.slug, input, resume)).takeToken;
          return null;
        });
        if (!answer.ok) return answer;
        // Nothing about the candidate comes back; where to take the assessment is the applicant's own.
        return new Response(null, { status: 201, headers: takeToken ? { Location: paths.take(takeToken) } : {} });
      },
    },
  ];
}
