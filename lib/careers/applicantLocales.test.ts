import { describe, expect, it } from 'vitest';
import { createTranslator } from 'use-intl/core';
import { APPLICANT_LOCALES, pickApplicantLocale } from './applicantLocales';
import { de } from './messages/de';
import { en } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';

const CATALOGS = { en, fr, es, de };

/** Every message by its dotted key. */
function flatten(messages: object, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') flat.set(prefix + key, value);
    else for (const [inner, text] of flatten(value as object, `${prefix}${key}.`)) flat.set(inner, text);
  }
  return flat;
}

/** The names a message fills in: `{name}`, `{count, plural, …}`. */
const argumentsOf = (message: string) => new Set([...message.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1]));

describe('the applicant pages language', () => {
  it('is the reader’s own choice, else their browser’s first language we write, else English', () => {
    expect(pickApplicantLocale(['fr-FR', 'en-US'])).toBe('fr');
    expect(pickApplicantLocale(['pt-BR', 'de-AT', 'fr'])).toBe('de');
    expect(pickApplicantLocale(['ES'])).toBe('es');
    expect(pickApplicantLocale(['ja', 'zh-Hans'])).toBe('en');
    expect(pickApplicantLocale([])).toBe('en');
    expect(pickApplicantLocale(['fr-FR'], 'de')).toBe('de');
    // A stored choice we no longer write is no choice.
    expect(pickApplicantLocale(['es-MX'], 'it')).toBe('es');
    expect(pickApplicantLocale(['fr-FR'], null)).toBe('fr');
  });

  it('has every message in every language, filling in what the English fills in, and each one formats', () => {
    const english = flatten(en);
    for (const locale of APPLICANT_LOCALES) {
      const messages = flatten(CATALOGS[locale]);
      expect([...messages.keys()].sort(), locale).toEqual([...english.keys()].sort());
      const t = createTranslator({
        locale,
        messages: CATALOGS[locale],
        onError: (error) => {
          throw error;
        },
      });
      for (const [key, message] of messages) {
        const wanted = argumentsOf(english.get(key)!);
        // The English cover-note limit is written into the rule's own message; the others fill it in.
        if (key === 'apply.problems.coverNote') wanted.add('limit');
        const filled = argumentsOf(message);
        for (const name of filled) expect(wanted, `${locale} ${key} fills in {${name}}`).toContain(name);
        if (locale !== 'en' && key !== 'apply.problems.coverNote') expect(filled, `${locale} ${key}`).toEqual(wanted);
        const values = Object.fromEntries(
          [...wanted].map((name) => [name, name === 'count' || name === 'limit' ? 3000 : 'x']),
        );
        expect(() => (t as (key: string, values: object) => string)(key, values), `${locale} ${key}`).not.toThrow();
      }
    }
  });

  it('writes plural counts and the cover note’s limit each language’s way', () => {
    const count = (locale: keyof typeof CATALOGS, n: number) =>
      createTranslator({ locale, messages: CATALOGS[locale] })('careers.count', { count: n });
    expect(count('en', 1)).toBe('1 open position');
    expect(count('en', 3)).toBe('3 open positions');
    expect(count('fr', 1)).toBe('1 poste ouvert');
    expect(count('fr', 2)).toBe('2 postes ouverts');
    expect(count('de', 0)).toBe('0 offene Stellen');
    expect(count('es', 1)).toBe('1 puesto abierto');
    const note = createTranslator({ locale: 'de', messages: de })('apply.problems.coverNote', { limit: 3000 });
    expect(note).toBe('Das Anschreiben darf höchstens 3.000 Zeichen lang sein');
  });
});
