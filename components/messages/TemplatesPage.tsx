'use client';

import { useState } from 'react';
import { PageHeader } from '@/components/ui/PageHeader';
import page from '@/components/ui/Page.module.css';
import { useDocumentTitle } from '@/components/ui/useDocumentTitle';
import { useCan } from '@/components/ui/useSignedInMember';
import { useTemplates } from '@/lib/client/messageQueries';
import { TEMPLATE_KIND_LABELS } from '@/lib/messages/templates';
import styles from './Templates.module.css';
import { TemplateEditor } from './TemplateEditor';

/** The words of every email TalentFlow writes, one template of each kind, edited by admins and recruiters. */
export function TemplatesPage() {
  useDocumentTitle('Message templates');
  const templates = useTemplates();
  const mayEdit = useCan('sendMessages');
  const [chosenId, setChosenId] = useState<string>();
  const chosen = templates?.find((template) => template.id === chosenId) ?? templates?.[0];
  return (
    <section className={styles.page}>
      <PageHeader
        title="Message templates"
        details={
          <p className={page.details}>
            Merge fields such as {'{{candidate.firstName}}'} are filled in for each candidate a message goes to.
          </p>
        }
      />
      {!templates || !chosen ? (
        <p role="status">Loading templates...</p>
      ) : (
        <div className={styles.columns}>
          <nav aria-label="Templates">
            <ul className={styles.kinds}>
              {templates.map((template) => (
                <li key={template.id}>
                  <button
                    type="button"
                    className={styles.kind}
                    aria-current={template.id === chosen.id ? 'true' : undefined}
                    onClick={() => setChosenId(template.id)}
                  >
                    <strong>{TEMPLATE_KIND_LABELS[template.kind]}</strong>
                    <span>{template.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <TemplateEditor key={chosen.id} template={chosen} mayEdit={mayEdit} />
        </div>
      )}
    </section>
  );
}
