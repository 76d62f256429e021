import type { ApplicationInput } from './applicationRules';
import type { ResumeUpload } from './applications';

/** The application as the browser sends it: multipart/form-data, the résumé as a file. */
export function applicationForm(input: ApplicationInput, resume: ResumeUpload | Blob | undefined): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(input)) if (value !== undefined) form.set(name, value);
  if (resume instanceof Blob) form.set('resume', resume);
  else if (resume) form.set('resume', new Blob([new Uint8Array(resume.data)]), resume.name);
  return form;
}

/** The token in the Location an application answers with, when the job has an assessment to take. */
export function takeTokenIn(location: string | undefined): string | undefined {
  return location?.match(/\/take\/([0-9a-f]{32})$/)?.[1];
}
