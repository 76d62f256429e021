import { describe, expect, it } from 'vitest';
import { arrivalOf, cleanSource, describeSource } from './applicationSource';

describe('where an application came from', () => {
  it('reads the campaign from the address and the linking site from the referrer', () => {
    expect(
      arrivalOf(
        'https://jobs.acme.example/careers/x?utm_source=linkedin&utm_medium=social&utm_campaign=spring&ref=abc',
        'https://www.linkedin.com/feed/some/path?secret=1',
      ),
    ).toEqual({ utmSource: 'linkedin', utmMedium: 'social', utmCampaign: 'spring', referrer: 'www.linkedin.com' });
    // The careers site's own pages are no source.
    expect(arrivalOf('https://jobs.acme.example/careers', 'https://jobs.acme.example/careers/x')).toEqual({});
    expect(arrivalOf('https://jobs.acme.example/careers', 'not a url')).toEqual({});
  });

  it('keeps what fits, cut to size, and drops what is no host name', () => {
    expect(
      cleanSource({
        utmSource: ` ${'x'.repeat(150)} `,
        utmMedium: 'e\u0000mail',
        utmCampaign: '   ',
        referrer: 'javascript:alert(1)',
      }),
    ).toEqual({ utmSource: 'x'.repeat(100), utmMedium: 'email' });
    expect(cleanSource({ referrer: 'News.Example.com', utmSource: 42 })).toEqual({ referrer: 'news.example.com' });
  });

  it('reads as a recruiter would say it', () => {
    expect(describeSource({ utmSource: 'linkedin', utmMedium: 'social', referrer: 'lnkd.in' })).toBe(
      'linkedin / social, from lnkd.in',
    );
    expect(describeSource({})).toBeUndefined();
  });
});
