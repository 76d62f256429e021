import { type Company, DEFAULT_COMPANY, readCompany } from '@/lib/careers/company';
import type { CareersStore } from '@/lib/store/store';
import type { TalentFlowDB } from './db';

// Dexie's own promise (no async function), which a transaction waiting on it keeps open for.
const readStoredCompany = (db: TalentFlowDB): Promise<Company> =>
  db.settings.get('company').then((row) => (row?.key === 'company' ? row.company : DEFAULT_COMPANY));

/** The company's name, as messages to candidates and their pages give it (a transaction reading it holds db.settings). */
export const readCompanyName = (db: TalentFlowDB): Promise<string> => readStoredCompany(db).then(({ name }) => name);

/** The company's settings as one row of the team's settings. */
export function dexieCompany(db: TalentFlowDB): Pick<CareersStore, 'company' | 'saveCompany'> {
  return {
    company: () => readStoredCompany(db),
    saveCompany: (fields, logo) =>
      db.transaction('rw', db.settings, async () => {
        const company = readCompany(fields, logo, await readStoredCompany(db));
        await db.settings.put({ key: 'company', company });
        return company;
      }),
  };
}
