import { EMAIL_PATTERN } from '@/lib/candidates/candidateRules';
import { DEFAULT_COMPANY_NAME } from '@/lib/shared/constants';
import { InvalidInputError } from '@/lib/shared/errors';
import { base64ToBytes, bytesToBase64 } from '@/lib/shared/base64';
import { assertText, INPUT_LIMITS } from '@/lib/shared/storableInput';

/** Who is hiring, as every careers page shows it and job boards read it (an admin sets it). */
export interface Company {
  name: string;
  /** https://… */
  website?: string;
  /** A few sentences, plain text. */
  about?: string;
  contactEmail?: string;
  /** The logo as a data: URL (PNG, JPEG or WebP), so it needs no file store and no other host. */
  logo?: string;
}

export const DEFAULT_COMPANY: Company = { name: DEFAULT_COMPANY_NAME };
export const COMPANY_ABOUT_MAX_LENGTH = 1_000;
export const LOGO_MAX_BYTES = 200 * 1024;
/** The images a logo may be, by their first bytes (a file's name or stated type proves nothing). */
const LOGO_SIGNATURES: ReadonlyArray<{ type: string; matches: (data: Uint8Array) => boolean }> = [
  { type: 'image/png', matches: (data) => startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/jpeg', matches: (data) => startsWith(data, [0xff, 0xd8, 0xff]) },
  {
    type: 'image/webp',
    matches: (data) =>
      startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data.subarray(8), [0x57, 0x45, 0x42, 0x50]),
  },
];
const startsWith = (data: Uint8Array, prefix: number[]) => prefix.every((byte, index) => data[index] === byte);

export const COMPANY_MESSAGES = {
  nameRequired: 'The company’s name is required',
  website: 'The website must be an address starting with https:// or http://',
  email: 'The contact email must be an email address',
  logo: 'The logo must be a PNG, JPEG or WebP image of at most 200 kB',
} as const;

const optional = (value: unknown, field: string, limit: number): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new InvalidInputError(`${field} must be text`);
  assertText(value, field, limit);
  return value.trim() || undefined;
};

function isWebAddress(text: string): boolean {
  try {
    return ['https:', 'http:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/**
 * The company's settings from the form an admin sends (text fields; the logo as a file, kept
 * as it was when none is sent, dropped when `removeLogo` is set), checked field by field:
 * InvalidInputError names the one.
 */
export function readCompany(raw: Record<string, unknown>, logo: Uint8Array | undefined, current: Company): Company {
  const name = optional(raw.name, 'Name', INPUT_LIMITS.name);
  if (!name) throw new InvalidInputError(COMPANY_MESSAGES.nameRequired);
  const company: Company = { name };
  const website = optional(raw.website, 'Website', 500);
  if (website) {
    if (!isWebAddress(website)) throw new InvalidInputError(COMPANY_MESSAGES.website);
    company.website = website;
  }
  const about = optional(raw.about, 'About', COMPANY_ABOUT_MAX_LENGTH);
  if (about) company.about = about;
  const contactEmail = optional(raw.contactEmail, 'Contact email', INPUT_LIMITS.email);
  if (contactEmail) {
    if (!EMAIL_PATTERN.test(contactEmail)) throw new InvalidInputError(COMPANY_MESSAGES.email);
    company.contactEmail = contactEmail;
  }
  if (logo) {
    const type = LOGO_SIGNATURES.find((signature) => signature.matches(logo))?.type;
    if (!type || logo.length > LOGO_MAX_BYTES) throw new InvalidInputError(COMPANY_MESSAGES.logo);
    company.logo = `data:${type};base64,${bytesToBase64(logo)}`;
  } else if (current.logo && raw.removeLogo !== 'true') {
    company.logo = current.logo;
  }
  return company;
}

const TEXT_FIELDS = ['name', 'website', 'about', 'contactEmail', 'removeLogo'] as const;

/** The form an admin's browser sends: the text fields, and the logo as a file when one was chosen. */
export function companyForm(fields: Record<string, unknown>, logo: Uint8Array | undefined): FormData {
  const form = new FormData();
  for (const name of TEXT_FIELDS) if (typeof fields[name] === 'string') form.set(name, fields[name]);
  if (logo) form.set('logo', new Blob([logo as Uint8Array<ArrayBuffer>]), 'logo');
  return form;
}

/** The company form's text fields and logo, as companyForm sent them. */
export async function readCompanyForm(
  form: FormData,
): Promise<{ fields: Record<string, unknown>; logo: Uint8Array | undefined }> {
  const fields: Record<string, unknown> = {};
  for (const name of TEXT_FIELDS) {
    const value = form.get(name);
    if (value !== null && typeof value !== 'string') throw new InvalidInputError(`${name} must be text`);
    if (value !== null) fields[name] = value;
  }
  const file = form.get('logo');
  const logo = file instanceof Blob && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : undefined;
  return { fields, logo };
}

/** The logo's bytes and type, to serve it at an address job boards can fetch. */
export function logoFile(company: Company): { type: string; data: Uint8Array } | undefined {
  const match = company.logo?.match(/^data:([^;]+);base64,(.*)$/);
  return match ? { type: match[1], data: base64ToBytes(match[2]) } : undefined;
}
