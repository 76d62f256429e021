declare module 'pg/lib/utils' {
  /** How node-postgres turns a parameter into the text it sends (null stays null). */
  export function prepareValue(value: unknown): string | Buffer | null;
}
