'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import Image from 'next/image';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import form from '@/components/ui/Form.module.css';
import { Notice } from '@/components/ui/Notice';
import { useCan } from '@/components/ui/useSignedInMember';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { careersMutations, careersQueries } from '@/lib/client/careersQueries';
import { type Company, COMPANY_ABOUT_MAX_LENGTH } from '@/lib/careers/company';
import { errorMessage } from '@/lib/shared/format';
import styles from './Members.module.css';

/** Who is hiring, as every careers page shows it and job boards read it (admins). */
export function CompanySettings() {
  const allowed = useCan('setCompany');
  const company = useQuery({ ...careersQueries.company(), enabled: allowed });
  if (!allowed) return null;
  return (
    <section className={styles.panel} aria-labelledby="company-heading">
      <h2 id="company-heading">Company on the careers pages</h2>
      {company.data ? <CompanyForm saved={company.data} /> : <p role="status">Loading...</p>}
    </section>
  );
}

function CompanyForm({ saved }: { saved: Company }) {
  const [fields, setFields] = useState({
    name: saved.name,
    website: saved.website ?? '',
    about: saved.about ?? '',
    contactEmail: saved.contactEmail ?? '',
  });
  const [logo, setLogo] = useState<File>();
  const [removeLogo, setRemoveLogo] = useState(false);
  const [message, setMessage] = useState<string>();
  const save = useMutation(careersMutations.saveCompany());
  const saving = useSingleFlight();
  const set = (field: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(undefined);
    void saving.run(() =>
      save.mutateAsync({ fields: { ...fields, removeLogo: String(removeLogo) }, logo }).then(
        () => setMessage('Saved. Every careers page shows it now.'),
        () => undefined,
      ),
    );
  };
  return (
    <form className={form.form} onSubmit={submit} noValidate>
      {save.isError && <Notice>Could not save: {errorMessage(save.error)}</Notice>}
      <label>
        Company name
        <input value={fields.name} onChange={set('name')} required />
      </label>
      <label>
        Website
        <input type="url" value={fields.website} onChange={set('website')} placeholder="https://example.com" />
      </label>
      <label>
        Contact email for applicants
        <input type="email" value={fields.contactEmail} onChange={set('contactEmail')} />
      </label>
      <label>
        About the company
        <textarea rows={3} maxLength={COMPANY_ABOUT_MAX_LENGTH} value={fields.about} onChange={set('about')} />
      </label>
      <div className={form.row}>
        {saved.logo && !removeLogo && <Image src={saved.logo} alt="The logo now" width={96} height={32} unoptimized />}
        <label>
          Logo (PNG, JPEG or WebP, at most 200 kB)
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            onChange={(event) => setLogo(event.target.files?.[0])}
          />
        </label>
        {saved.logo && (
          <label className={form.checkbox}>
            <input type="checkbox" checked={removeLogo} onChange={(event) => setRemoveLogo(event.target.checked)} />
            Remove the logo
          </label>
        )}
      </div>
      <div className={form.actions}>
        {message && <span role="status">{message}</span>}
        <Button type="submit" variant="primary" aria-busy={saving.busy} disabled={saving.busy}>
          Save company
        </Button>
      </div>
    </form>
  );
}
