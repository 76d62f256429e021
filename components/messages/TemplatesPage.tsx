'use client';

import { useState } from 'react';
import { PageHeader } from '@/components/ui/PageHeader';
import page from '@/components/ui/Page.module.css';
import { useDocumentTitle } from '@/components/ui/useDocumentTitle';
import { useCan } from '@/components/ui/useSignedInMember';
import { useRejectionReasons, useTemplates } from '@/lib/client/messageQueries';
import { reasonOfTemplateId } from '@/lib/messages/rejections';
import { type MessageTemplate, TEMPLATE_KIND_LABELS } from '@/lib/messages/templates';
import { RejectionReasonsEditor } from './RejectionReasonsEditor';
import styles from './Templates.module.css';
import { TemplateEditor } from './TemplateEditor';

/** The words of every email TalentFlow writes, one template of each kind, edited by admins and recruiters. */
export function TemplatesPage() {
  useDocumentTitle('Message templates');
  const templates = useTemplates();
  const reasons = useRejectionReasons();
  const mayEdit = useCan('sendMessages');
  const mayKeepReasons = useCan('keepRejectionReasons');
  const kindOf = (template: MessageTemplate) => {
    const reasonId = reasonOfTemplateId(template.id);
    const reason = reasons?.find((each) => each.id === reasonId);
    return reason ? `Rejection: ${reason.label}` : TEMPLATE_KIND_LABELS[template.kind];
  };
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
                    <strong>{kindOf(template)}</strong>
                    <span>{template.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <TemplateEditor key={chosen.id} template={chosen} title={kindOf(chosen)} mayEdit={mayEdit} />
        </div>
      )}
      <section className={styles.editor} aria-labelledby="reasons-heading">
        <h2 id="reasons-heading">Rejection reasons</h2>
        <p>
          A move to Rejected asks for one of these, and each has its own rejection email above.
          {!mayKeepReasons && ' Admins keep the list.'}
        </p>
        {reasons ? (
          <RejectionReasonsEditor saved={reasons} mayEdit={mayKeepReasons} />
        ) : (
          <p role="status">Loading reasons...</p>
        )}
      </section>
    </section>
  );
}
