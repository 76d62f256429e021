import { describe, expect, it } from 'vitest';
import type { CareersJob } from './careersJobs';
import { jobPostingData, jsonLdText } from './jobPostingData';

const job: CareersJob = {
  slug: 'data-engineer',
  title: 'Data Engineer',
  type: 'Contract',
  tags: [],
  skills: ['SQL', 'Python'],
  endDate: '2027-02-28',
  postedAt: '2026-11-20T09:30:00.000Z',
  description: 'Build **pipelines**.',
  department: 'Data',
  location: { city: 'Berlin', country: 'DE' },
  workplace: 'hybrid',
  salary: { min: 500, max: 650, currency: 'EUR', period: 'DAY' },
  hasAssessment: false,
};
const company = { name: 'Acme', website: 'https://acme.example', logo: 'data:image/png;base64,AAAA' };

describe('jobPostingData', () => {
  it('holds what Google for Jobs requires and recommends, from the job', () => {
    expect(jobPostingData(job, company, 'https://jobs.acme.example/hiring')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Data Engineer',
      description: '<p>Build <strong>pipelines</strong>.</p>',
      datePosted: '2026-11-20',
      validThrough: '2027-02-28',
      employmentType: 'CONTRACTOR',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Acme',
        sameAs: 'https://acme.example',
        url: 'https://acme.example',
        logo: 'https://jobs.acme.example/hiring/api/careers/logo',
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressCountry: 'DE' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 500, maxValue: 650, unitText: 'DAY' },
      },
      occupationalCategory: 'Data',
      skills: 'SQL, Python',
      identifier: { '@type': 'PropertyValue', name: 'Acme', value: 'data-engineer' },
      directApply: true,
      url: 'https://jobs.acme.example/hiring/careers/data-engineer',
    });
  });

  it('says a remote job is one, with the countries it takes people from', () => {
    const data = jobPostingData(
      { ...job, workplace: 'remote', location: undefined, remoteCountries: ['DE', 'AT'] },
      { name: 'Acme' },
      'https://acme.example',
    );
    expect(data).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [
        { '@type': 'Country', name: 'Germany' },
        { '@type': 'Country', name: 'Austria' },
      ],
    });
    expect(data).not.toHaveProperty('jobLocation');
  });

  it('describes a job without a description by its facts, as text', () => {
    const data = jobPostingData(
      { ...job, description: undefined, skills: ['<b>'] },
      { name: 'Acme' },
      'https://a.example',
    );
    expect(data.description).toBe('<p>Contract. Hybrid · Berlin, Germany. Skills: &#60;b&#62;</p>');
  });

  it('cannot be closed early by text in it', () => {
    const text = jsonLdText(
      jobPostingData({ ...job, title: '</script><script>alert(1)</script>' }, company, 'https://a.example'),
    );
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).title).toBe('</script><script>alert(1)</script>');
  });
});
