'use client';

import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import form from '@/components/ui/Form.module.css';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { messageStore } from '@/lib/client/messageQueries';
import { MERGE_FIELDS, type MessageTemplate, type TemplateField, templateProblems } from '@/lib/messages/templates';
import { errorMessage, formatDateTime } from '@/lib/shared/format';
import styles from './Templates.module.css';
import { TemplatePreview } from './TemplatePreview';

/**
 * One template's name, subject and body, checked as typed (an unknown merge field is named) and
 * saved over the version it was opened at; a refused save keeps what was typed.
 */
export function TemplateEditor({
  template,
  title,
  mayEdit,
}: {
  template: MessageTemplate;
  /** What the template is for: its kind, or the rejection reason it is written for. */
  title: string;
  mayEdit: boolean;
}) {
  const [draft, setDraft] = useState({ name: template.name, subject: template.subject, body: template.body });
  // The version this draft was begun from: a save made elsewhere since refuses this one's.
  const [base, setBase] = useState(template.version);
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const saving = useSingleFlight();
  const problems = templateProblems(draft);
  const edit = (field: TemplateField) => (value: string) => {
    setSaved(false);
    setDraft((was) => ({ ...was, [field]: value }));
  };

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (Object.keys(problems).length > 0) return;
    void saving.run(async () => {
      setError(undefined);
      try {
        setBase((await messageStore.saveTemplate(template.id, { ...draft, version: base })).version);
        setSaved(true);
      } catch (failure) {
        setError(`Could not save the template: ${errorMessage(failure)}`);
      }
    });
  }

  const field = (name: TemplateField, label: string, input: ReactNode) => (
    <label>
      {label}
      {input}
      {problems[name] && (
        <span id={`template-${name}-problem`} className={form.fieldError}>
          {problems[name]}
        </span>
      )}
    </label>
  );
  const described = (name: TemplateField) => (problems[name] ? `template-${name}-problem` : undefined);

  return (
    <div className={styles.editor}>
      <form className={form.form} onSubmit={handleSubmit} aria-label={title} noValidate>
        <h2>{title}</h2>
        <p className={styles.muted}>
          {template.updatedAt
            ? `Saved ${formatDateTime(template.updatedAt)}${template.updatedBy ? ` by ${template.updatedBy}` : ''}`
            : 'The sample TalentFlow ships: edit it to make it the team’s.'}
        </p>
        {error && <Notice onDismiss={() => setError(undefined)}>{error}</Notice>}
        {saved && <p role="status">Template saved.</p>}
        {field(
          'name',
          'Name',
          <input
            value={draft.name}
            onChange={(event) => edit('name')(event.target.value)}
            readOnly={!mayEdit}
            aria-invalid={Boolean(problems.name)}
            aria-describedby={described('name')}
          />,
        )}
        {field(
          'subject',
          'Subject',
          <input
            value={draft.subject}
            onChange={(event) => edit('subject')(event.target.value)}
            readOnly={!mayEdit}
            aria-invalid={Boolean(problems.subject)}
            aria-describedby={described('subject')}
          />,
        )}
        {field(
          'body',
          'Body',
          <textarea
            rows={12}
            value={draft.body}
            onChange={(event) => edit('body')(event.target.value)}
            readOnly={!mayEdit}
            aria-invalid={Boolean(problems.body)}
            aria-describedby={described('body')}
          />,
        )}
        {mayEdit && (
          <div className={form.actions}>
            <Button type="submit" variant="primary" disabled={saving.busy || saved || Object.keys(problems).length > 0}>
              Save template
            </Button>
          </div>
        )}
      </form>
      <details className={styles.fields}>
        <summary>Merge fields</summary>
        <dl>
          {Object.entries(MERGE_FIELDS).map(([name, meaning]) => (
            <div key={name}>
              <dt>
                <code>{`{{${name}}}`}</code>
              </dt>
              <dd>{meaning}</dd>
            </div>
          ))}
        </dl>
      </details>
      <TemplatePreview template={draft} valid={Object.keys(problems).length === 0} />
    </div>
  );
}
