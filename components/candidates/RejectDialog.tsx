'use client';

import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Notice } from '@/components/ui/Notice';
import { useCan } from '@/components/ui/useSignedInMember';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { useTemplateFiller } from '@/components/messages/useTemplateFiller';
import styles from '@/components/ui/Form.module.css';
import page from './CandidatesPage.module.css';
import { candidateMutations } from '@/lib/client/candidateQueries';
import { useRejectionReasons, useTemplates } from '@/lib/client/messageQueries';
import { REJECTION_SEND_DELAY_MS, rejectionTemplateId, type RejectOutcome } from '@/lib/messages/rejections';
import { errorMessage, formatCount } from '@/lib/shared/format';
import type { Candidate } from '@/lib/shared/types';

interface RejectDialogProps {
  /** Who is rejected, in the stages the screen showed them in. */
  chosen: Candidate[];
  onRejected: (outcome: RejectOutcome) => void;
  onClose: () => void;
}

/**
 * A move to rejected asks why, and offers to send each candidate the reason's email, shown as the
 * first of them reads it. The emails wait REJECTION_SEND_DELAY_MS, for Undo (RejectionUndo).
 */
export function RejectDialog({ chosen, onRejected, onClose }: RejectDialogProps) {
  const reasons = useRejectionReasons();
  const templates = useTemplates();
  const mayEmail = useCan('sendMessages');
  const fill = useTemplateFiller();
  const [reasonId, setReasonId] = useState('');
  const [sendEmail, setSendEmail] = useState(true);
  const [error, setError] = useState<string>();
  const reject = useMutation(candidateMutations.reject());
  const saving = useSingleFlight();
  const reason = reasons?.find((each) => each.id === reasonId) ?? reasons?.[0];
  const template = reason && templates?.find((each) => each.id === rejectionTemplateId(reason.id));
  const emailing = mayEmail && sendEmail;
  const example = template && chosen[0] ? fill(template, chosen[0]) : undefined;
  const who = chosen.length === 1 ? chosen[0].name : formatCount(chosen.length, 'candidate');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!reason) return;
    const ids = chosen.map((candidate) => candidate.id);
    const fromStages = Object.fromEntries(chosen.map((candidate) => [candidate.id, candidate.stage]));
    void saving.run(async () => {
      setError(undefined);
      try {
        onRejected(
          await reject.mutateAsync({ ids, rejection: { reasonId: reason.id, sendEmail: emailing }, fromStages }),
        );
        onClose();
      } catch (failure) {
        setError(errorMessage(failure));
      }
    });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Reject ${who}`}>
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        {error && <Notice>Could not reject: {error}. Nobody was moved.</Notice>}
        <label>
          Reason
          <select value={reason?.id ?? ''} onChange={(event) => setReasonId(event.target.value)}>
            {reasons?.map((each) => (
              <option key={each.id} value={each.id}>
                {each.label}
              </option>
            ))}
          </select>
        </label>
        {mayEmail && (
          <label className={styles.checkbox}>
            <input type="checkbox" checked={sendEmail} onChange={(event) => setSendEmail(event.target.checked)} />
            Email {chosen.length === 1 ? 'the candidate' : 'each candidate'} the rejection
          </label>
        )}
        {emailing && example && (
          <article aria-label={`The email as ${chosen[0].name} reads it`}>
            <p>
              To {chosen[0].name} &lt;{chosen[0].email}&gt;: <strong>{example.subject}</strong>
            </p>
            <p className={page.messageBody}>{example.body}</p>
            <p>It goes {REJECTION_SEND_DELAY_MS / 1000} seconds after you reject, unless you undo it.</p>
          </article>
        )}
        <div className={styles.actions}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="danger" disabled={saving.busy || !reason || chosen.length === 0}>
            {saving.busy ? 'Rejecting...' : `Reject ${who}`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
