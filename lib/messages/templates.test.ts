import { describe, expect, it } from 'vitest';
import { mailtoLink, readMessageInput } from './messages';
import { sampleTemplate } from './sampleTemplates';
import {
  mergeValues,
  readTemplateInput,
  renderTemplate,
  renderText,
  TEMPLATE_KINDS,
  templateProblems,
} from './templates';

const values = mergeValues({
  candidate: { name: 'Ada <b>King</b>\nLovelace', email: 'ada@example.com' },
  jobTitle: 'R&D "Engineer"',
  senderName: 'Bob Okafor',
  companyName: 'Acme',
  link: 'https://example.com/take/abc',
});

describe('templates', () => {
  it('refuses an unknown merge field by its name, and any tag that is not a field', () => {
    const fine = { name: 'Hi', subject: 'For {{job.title}}', body: 'Hello {{candidate.firstName}} {{! a comment }}' };
    expect(templateProblems(fine)).toEqual({});
    expect(templateProblems({ ...fine, body: 'Dear {{candidate.salary}}' })).toEqual({
      body: 'Unknown merge field {{candidate.salary}} in the body',
    });
    expect(templateProblems({ ...fine, subject: '{{{candidate.name}}}' }).subject).toMatch(/merge fields .* only/);
    expect(templateProblems({ ...fine, body: '{{#link}}x{{/link}}' }).body).toMatch(/merge fields .* only/);
    expect(templateProblems({ ...fine, body: '{{> other}}' }).body).toMatch(/merge fields .* only/);
    expect(templateProblems({ ...fine, body: 'Hello {{candidate.name' }).body).toMatch(/without its }}/);
    expect(templateProblems({ ...fine, subject: 'One\nTwo' }).subject).toBe('The subject is one line');
    expect(templateProblems({ name: ' ', subject: '', body: '' })).toEqual({
      name: 'The name is required',
      subject: 'The subject is required',
      body: 'The body is required',
    });
  });

  it('reads a saved template from a body, with the version it was edited from', () => {
    expect(readTemplateInput({ name: ' Hi ', subject: 'S', body: 'B', version: 2 })).toEqual({
      name: 'Hi',
      subject: 'S',
      body: 'B',
      version: 2,
    });
    expect(() => readTemplateInput({ name: 'Hi', subject: 'S', body: '{{nope}}', version: 0 })).toThrow(
      'Unknown merge field {{nope}}',
    );
    expect(() => readTemplateInput({ name: 'Hi', subject: 'S', body: 'B' })).toThrow('Say which version');
  });

  it('fills fields as text, escapes them for HTML only when asked, and keeps a subject on one line', () => {
    expect(renderText('{{job.title}} for {{candidate.firstName}}', values)).toBe('R&D "Engineer" for Ada');
    expect(renderText('{{job.title}}', values, { html: true })).toBe('R&amp;D &quot;Engineer&quot;');
    const { subject, body } = renderTemplate(
      { subject: 'To {{candidate.name}}', body: 'Hi {{candidate.name}}' },
      values,
    );
    expect(subject).toBe('To Ada <b>King</b> Lovelace');
    expect(body).toBe('Hi Ada <b>King</b>\nLovelace');
    expect(renderText('[{{link}}]', { ...values, link: '' })).toBe('[]');
  });

  it('ships a sample of every kind that is a valid template', () => {
    for (const kind of TEMPLATE_KINDS) {
      const sample = sampleTemplate(kind);
      expect(sample).toMatchObject({ id: kind, kind, version: 0 });
      expect(templateProblems(sample)).toEqual({});
    }
  });
});

describe('messages', () => {
  it('takes a one-line subject and a body, refusing either missing', () => {
    expect(readMessageInput({ subject: 'Hi\r\nBcc: x@evil.test', body: ' Text ' })).toEqual({
      subject: 'Hi Bcc: x@evil.test',
      body: 'Text',
    });
    expect(() => readMessageInput({ subject: ' ', body: 'x' })).toThrow('Write a subject');
    expect(() => readMessageInput({ subject: 'x', body: '' })).toThrow('Write the message');
  });

  it('opens in a mail app with every part encoded', () => {
    expect(mailtoLink({ to: 'ada+x@example.com', subject: 'R&D?', body: 'Line 1\nLine 2' })).toBe(
      'mailto:ada%2Bx@example.com?subject=R%26D%3F&body=Line%201%0ALine%202',
    );
  });
});
