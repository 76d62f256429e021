import { describe, expect, it } from 'vitest';
import { unlessAlreadyStored } from './staleEdits';
import { CHANGED_ELSEWHERE } from '@/lib/shared/constants';
import { ConflictError, RecordNotFoundError } from '@/lib/shared/errors';

const stale = () => Promise.reject(new ConflictError(CHANGED_ELSEWHERE));
const stored = { id: 'c1', name: 'Ada', email: 'ada@example.com', version: 3, updatedBy: 'server' };

describe('unlessAlreadyStored', () => {
  it('answers what the write answers when it is accepted', async () => {
    const written = { ...stored, version: 4 };
    await expect(unlessAlreadyStored(() => Promise.resolve(written), stale, { name: 'Ada' })).resolves.toBe(written);
  });

  it('answers the stored record when a stale edit asks for what it holds already, versions and ignored fields aside', async () => {
    const edit = { name: 'Ada', version: 1, updatedBy: 'me' };
    const answer = unlessAlreadyStored(stale, () => Promise.resolve(stored), edit, { ignoring: ['updatedBy'] });
    await expect(answer).resolves.toBe(stored);
  });

  it('refuses a stale edit that would change the stored record', async () => {
    const answer = unlessAlreadyStored(stale, () => Promise.resolve(stored), { name: 'Ada Lovelace', version: 1 });
    await expect(answer).rejects.toThrow(CHANGED_ELSEWHERE);
  });

  it('with `whole`, refuses a stale edit when the stored record has fields the edit has not', async () => {
    const edit = { id: 'c1', name: 'Ada', version: 1 };
    const answer = unlessAlreadyStored(stale, () => Promise.resolve(stored), edit, { whole: true });
    await expect(answer).rejects.toThrow(ConflictError);
  });

  it('refuses a stale edit of a record that is gone by then, and passes other refusals on unread', async () => {
    await expect(unlessAlreadyStored(stale, () => Promise.resolve(undefined), { name: 'Ada' })).rejects.toThrow(
      CHANGED_ELSEWHERE,
    );
    let reads = 0;
    const missing = () => Promise.reject(new RecordNotFoundError('Candidate not found'));
    const read = () => {
      reads += 1;
      return Promise.resolve(stored);
    };
    await expect(unlessAlreadyStored(missing, read, { name: 'Ada' })).rejects.toThrow(RecordNotFoundError);
    expect(reads).toBe(0);
  });
});
