import { describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES, companyForm, logoFile, readCompany, readCompanyForm } from './company';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe('readCompany', () => {
  it('keeps each field trimmed, and the logo as a data address', () => {
    const company = readCompany(
      { name: ' Acme ', website: 'https://acme.example', about: 'We make things.', contactEmail: 'jobs@acme.example' },
      PNG,
      { name: 'Old' },
    );
    expect(company).toEqual({
      name: 'Acme',
      website: 'https://acme.example',
      about: 'We make things.',
      contactEmail: 'jobs@acme.example',
      logo: `data:image/png;base64,${btoa(String.fromCharCode(...PNG))}`,
    });
    expect(logoFile(company)).toEqual({ type: 'image/png', data: PNG });
  });

  it('keeps the logo it had unless told to drop it', () => {
    const current = { name: 'Acme', logo: 'data:image/png;base64,iVBO' };
    expect(readCompany({ name: 'Acme' }, undefined, current).logo).toBe(current.logo);
    expect(readCompany({ name: 'Acme', removeLogo: 'true' }, undefined, current)).toEqual({ name: 'Acme' });
  });

  it.each([
    [{ name: ' ' }, undefined, COMPANY_MESSAGES.nameRequired],
    [{ name: 'A', website: 'javascript:alert(1)' }, undefined, COMPANY_MESSAGES.website],
    [{ name: 'A', contactEmail: 'nobody' }, undefined, COMPANY_MESSAGES.email],
    [{ name: 'A' }, new TextEncoder().encode('<svg onload="alert(1)"/>'), COMPANY_MESSAGES.logo],
    [{ name: 'A' }, new Uint8Array([...PNG, ...new Uint8Array(200 * 1024)]), COMPANY_MESSAGES.logo],
  ])('refuses %j by name', (fields, logo, message) => {
    expect(() => readCompany(fields, logo, { name: 'A' })).toThrow(message);
  });

  it('reads back the form a browser sends', async () => {
    const sent = await readCompanyForm(companyForm({ name: 'Acme', about: 'Hi', other: 'x' }, PNG));
    expect(sent).toEqual({ fields: { name: 'Acme', about: 'Hi' }, logo: PNG });
  });
});
