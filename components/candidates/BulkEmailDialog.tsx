'use client';

import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { useTemplateFiller } from '@/components/messages/useTemplateFiller';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import styles from '@/components/ui/Form.module.css';
import page from './CandidatesPage.module.css';
import { messageStore, useTemplates } from '@/lib/client/messageQueries';
import { errorMessage, formatCount } from '@/lib/shared/format';
import type { Candidate } from '@/lib/shared/types';

interface BulkEmailDialogProps {
  chosen: Candidate[];
  onDone: (outcome: { message: string; failed: boolean }) => void;
  onClose: () => void;
}

/** One template to each chosen candidate, each filled in for them, to their own address. */
export function BulkEmailDialog({ chosen, onDone, onClose }: BulkEmailDialogProps) {
  const templates = useTemplates();
  const fillFor = useTemplateFiller();
  const [templateId, setTemplateId] = useState('');
  const sending = useSingleFlight();
  const template = templates?.find((each) => each.id === templateId) ?? templates?.[0];
  const fill = (candidate: Candidate) => fillFor(template!, candidate);
  const example = template && chosen[0] ? fill(chosen[0]) : undefined;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!template) return;
    void sending.run(async () => {
      const refusals: string[] = [];
      for (const candidate of chosen) {
        try {
          await messageStore.send(candidate.id, { ...fill(candidate), templateId: template.id });
        } catch (failure) {
          refusals.push(`${candidate.name}: ${errorMessage(failure)}`);
        }
      }
      const written = `${formatCount(chosen.length - refusals.length, 'message')} written`;
      onDone({
        message: refusals.length ? `${written}; not written to ${refusals.join('; ')}` : written,
        failed: refusals.length > 0,
      });
      onClose();
    });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Email the selected candidates">
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <p>{formatCount(chosen.length, 'message')}, each filled in for its candidate and sent to their own address.</p>
        <label>
          Template
          <select value={template?.id ?? ''} onChange={(event) => setTemplateId(event.target.value)}>
            {templates?.map((each) => (
              <option key={each.id} value={each.id}>
                {each.name}
              </option>
            ))}
          </select>
        </label>
        {example && (
          <article aria-label={`As ${chosen[0].name} reads it`}>
            <p>
              <strong>{example.subject}</strong>
            </p>
            <p className={page.messageBody}>{example.body}</p>
          </article>
        )}
        <div className={styles.actions}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={sending.busy || !template || chosen.length === 0}>
            {sending.busy ? 'Sending...' : `Send ${formatCount(chosen.length, 'message')}`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
