const collator = new Intl.Collator();

/** Candidates are listed by name everywhere; one collator is many times faster than `localeCompare` on 100 000 names. */
export function compareByName(a: { name: string }, b: { name: string }): number {
  return collator.compare(a.name, b.name);
}
