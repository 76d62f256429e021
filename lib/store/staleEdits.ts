import { dequal } from 'dequal';
import { CHANGED_ELSEWHERE } from '@/lib/shared/constants';
import { ConflictError } from '@/lib/shared/errors';
import { MovedMeanwhileError } from '@/lib/candidates/candidateRules';

type Fields = Record<string, unknown>;

/** A record's fields as JSON carries them (no undefined ones), without its version and the fields named. */
function fieldsOf(record: object, ignoring: readonly string[]): Fields {
  const fields = JSON.parse(JSON.stringify(record)) as Fields;
  for (const key of ['version', ...ignoring]) delete fields[key];
  return fields;
}

interface EditShape {
  /** Fields the server keeps for itself, whatever the edit says. */
  ignoring?: readonly string[];
  /** The edit replaces the record: the record holds it only with no other fields. */
  whole?: boolean;
}

/**
 * Whether the stored record holds what the edit asks for: every field the edit sets has that
 * value, and with `whole` the record has no other fields.
 */
function holdsEdit(stored: object, edit: object, { ignoring = [], whole = false }: EditShape = {}): boolean {
  const storedFields = fieldsOf(stored, ignoring);
  const editFields = fieldsOf(edit, ignoring);
  if (whole) return dequal(storedFields, editFields);
  return Object.entries(editFields).every(([key, value]) => dequal(storedFields[key], value));
}

/**
 * An edit carries the version it started from (a move, the stage it started from), and one from a
 * version (a stage) someone else changed meanwhile is refused. When the stored record holds what the edit asks for already, nothing would be lost:
 * it is the same edit sent again after its answer was lost (a retry, Save clicked again), or
 * someone made the same change. That edit is answered with the stored record, not a conflict
 * the user could do nothing about.
 */
export async function unlessAlreadyStored<T extends object>(
  write: () => Promise<T>,
  readStored: () => Promise<T | undefined>,
  edit: object,
  shape: EditShape = {},
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const stale =
      error instanceof MovedMeanwhileError || (error instanceof ConflictError && error.message === CHANGED_ELSEWHERE);
    if (!stale) throw error;
    const stored = await readStored();
    if (stored !== undefined && holdsEdit(stored, edit, shape)) return stored;
    throw error;
  }
}
