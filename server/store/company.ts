import { type Company, DEFAULT_COMPANY, readCompany } from '@/lib/careers/company';
import type { CareersStore, StoreOptions } from '@/lib/store/store';
import type { Sql } from '../sql';
import { actingStatement } from './acting';

export async function companyOf(sql: Sql): Promise<Company> {
  const [row] = await sql.query<{ company: Partial<Company> }>('SELECT company FROM team');
  return row?.company.name ? (row.company as Company) : DEFAULT_COMPANY;
}

/** The company's settings, a column of the team's row (migrations/041). */
export function sqlCompany(sql: Sql, { actor }: StoreOptions): Pick<CareersStore, 'company' | 'saveCompany'> {
  return {
    company: () => companyOf(sql),
    saveCompany: (fields, logo) =>
      sql.transaction(async (tx) => {
        // The row is locked first: two admins saving at once each keep or replace the logo they saw.
        await tx.query('SELECT 1 FROM team FOR UPDATE');
        const company = readCompany(fields, logo, await companyOf(tx));
        await tx.query(
          ...actingStatement(actor, (acting) => `UPDATE team SET company = $1::jsonb FROM ${acting}`, [
            JSON.stringify(company),
          ]),
        );
        return company;
      }),
  };
}
