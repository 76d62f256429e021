'use client';

import { useState } from 'react';
import { useStoreRead } from '@/lib/client/storeRead';
import { useTemplateFiller } from './useTemplateFiller';
import styles from './Templates.module.css';

const PREVIEW_MATCHES = 10;
const SAMPLE_LINK = 'https://talentflow.example/link';

/** The template as a chosen candidate would read it, filled in as text. */
export function TemplatePreview({ template, valid }: { template: { subject: string; body: string }; valid: boolean }) {
  const [search, setSearch] = useState('');
  const [chosenId, setChosenId] = useState('');
  const matches = useStoreRead(['candidates'], ['previewMatches', search], async (store) =>
    (await store.candidates.list({ search })).slice(0, PREVIEW_MATCHES),
  );
  const fill = useTemplateFiller();
  const candidate = matches?.find((each) => each.id === chosenId) ?? matches?.[0];
  const filled = candidate && valid ? fill(template, candidate, SAMPLE_LINK) : undefined;
  return (
    <section className={styles.preview} aria-labelledby="preview-heading">
      <h2 id="preview-heading">Preview</h2>
      <div className={styles.previewFor}>
        <label>
          Find a candidate
          <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </label>
        <label>
          Preview for
          <select value={candidate?.id ?? ''} onChange={(event) => setChosenId(event.target.value)}>
            {matches?.map((each) => (
              <option key={each.id} value={each.id}>
                {each.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {!candidate ? (
        <p className={styles.muted}>{matches ? 'No candidate matches.' : 'Loading candidates...'}</p>
      ) : !filled ? (
        <p className={styles.muted}>Mend the template to see it filled in.</p>
      ) : (
        <article aria-label="Filled in">
          <p>
            <strong>Subject:</strong> {filled.subject}
          </p>
          <p className={styles.body}>{filled.body}</p>
        </article>
      )}
    </section>
  );
}
