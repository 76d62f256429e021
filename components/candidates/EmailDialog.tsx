'use client';

import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Notice } from '@/components/ui/Notice';
import { useTemplateFiller } from '@/components/messages/useTemplateFiller';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import styles from '@/components/ui/Form.module.css';
import { messageStore, useTemplates } from '@/lib/client/messageQueries';
import type { Message } from '@/lib/messages/messages';
import { errorMessage } from '@/lib/shared/format';
import type { Candidate } from '@/lib/shared/types';

interface EmailDialogProps {
  candidate: Candidate;
  onSent: (message: Message) => void;
  onClose: () => void;
}

/**
 * "Email": a message to the candidate's own address, from a template filled in for them or
 * written here, edited before it is sent. A refusal keeps what was written.
 */
export function EmailDialog({ candidate, onSent, onClose }: EmailDialogProps) {
  const templates = useTemplates();
  const fill = useTemplateFiller();
  const [templateId, setTemplateId] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const sending = useSingleFlight();

  function choose(id: string) {
    setTemplateId(id);
    const template = templates?.find((each) => each.id === id);
    if (!template) return;
    const filled = fill(template, candidate);
    setSubject(filled.subject);
    setBody(filled.body);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void sending.run(async () => {
      setError(undefined);
      try {
        onSent(await messageStore.send(candidate.id, { subject, body, ...(templateId ? { templateId } : {}) }));
        onClose();
      } catch (failure) {
        setError(errorMessage(failure));
      }
    });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Email">
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        {error && <Notice>Could not send the message: {error}</Notice>}
        <p>
          To {candidate.name} &lt;{candidate.email}&gt;
        </p>
        <label>
          Template
          <select value={templateId} onChange={(event) => choose(event.target.value)}>
            <option value="">Write without a template</option>
            {templates?.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Subject
          <input value={subject} onChange={(event) => setSubject(event.target.value)} required />
        </label>
        <label>
          Message
          <textarea rows={10} value={body} onChange={(event) => setBody(event.target.value)} required />
        </label>
        <div className={styles.actions}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={sending.busy}>
            Send
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
