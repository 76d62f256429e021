import { type Company, DEFAULT_COMPANY, readCompany } from '@/lib/careers/company';
import type { CareersStore } from '@/lib/store/store';
import type { TalentFlowDB } from './db';

async function readStoredCompany(db: TalentFlowDB): Promise<Company> {
  const row = await db.settings.get('company');
  return row?.key === 'company' ? row.company : DEFAULT_COMPANY;
}

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
