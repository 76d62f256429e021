/**
 * The languages TalentFlow writes its applicants' pages in (careers, apply, assessment, offer and
 * scheduling links). A job's and a company's own text stays as its authors wrote it.
 */
export const APPLICANT_LOCALES = ['en', 'fr', 'es', 'de'] as const;
export type ApplicantLocale = (typeof APPLICANT_LOCALES)[number];
export const DEFAULT_APPLICANT_LOCALE: ApplicantLocale = 'en';

/** Each language by its own name, as a person looking for theirs reads the list. */
export const LOCALE_NAMES: Record<ApplicantLocale, string> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  de: 'Deutsch',
};

/** The switcher's own name, in the language it shows: the one word a lost reader must find. */
export const LANGUAGE_LABELS: Record<ApplicantLocale, string> = {
  en: 'Language',
  fr: 'Langue',
  es: 'Idioma',
  de: 'Sprache',
};

export const isApplicantLocale = (value: unknown): value is ApplicantLocale =>
  typeof value === 'string' && (APPLICANT_LOCALES as readonly string[]).includes(value);

/**
 * The language to show: the reader's own choice if they made one, else the first of the
 * browser's languages (most wanted first, as `navigator.languages` lists them) that we write,
 * by its language alone (fr-CA reads French), else English.
 */
export function pickApplicantLocale(browserLanguages: readonly string[], chosen?: string | null): ApplicantLocale {
  if (isApplicantLocale(chosen)) return chosen;
  for (const tag of browserLanguages) {
    const language = tag.split('-')[0]?.toLowerCase();
    if (isApplicantLocale(language)) return language;
  }
  return DEFAULT_APPLICANT_LOCALE;
}
