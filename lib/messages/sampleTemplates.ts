import type { MessageTemplate, TemplateKind } from './templates';

type Sample = Pick<MessageTemplate, 'name' | 'subject' | 'body'>;

const SAMPLES: Record<TemplateKind, Sample> = {
  acknowledgement: {
    name: 'Thanks for applying',
    subject: 'We received your application for {{job.title}}',
    body: `Hello {{candidate.firstName}},

Thank you for applying for {{job.title}} at {{company.name}}. We read every application and will write to you about the next steps.

Best regards,
{{sender.name}}`,
  },
  rejection: {
    name: 'Not moving forward',
    subject: 'Your application for {{job.title}}',
    body: `Hello {{candidate.firstName}},

Thank you for your interest in {{job.title}} at {{company.name}}. After careful consideration we have decided not to move forward with your application.

We wish you the best in your search.
{{sender.name}}`,
  },
  assessmentLink: {
    name: 'Your assessment',
    subject: 'An assessment for {{job.title}}',
    body: `Hello {{candidate.firstName}},

As the next step for {{job.title}}, please take this short assessment:
{{link}}

Thank you,
{{sender.name}}`,
  },
  interviewInvitation: {
    name: 'Interview invitation',
    subject: 'Interview for {{job.title}} at {{company.name}}',
    body: `Hello {{candidate.firstName}},

We would like to meet you to talk about {{job.title}}. Please choose a time that suits you:
{{link}}

See you soon,
{{sender.name}}`,
  },
  interviewConfirmation: {
    name: 'Interview time',
    subject: 'Your interview for {{job.title}}: {{interview.time}}',
    body: `Hello {{candidate.firstName}},

Your interview for {{job.title}} is on {{interview.time}}.
Where: {{interview.place}}

The invitation is attached for your calendar.

See you then,
{{sender.name}}`,
  },
  interviewCancellation: {
    name: 'Interview cancelled',
    subject: 'Cancelled: your interview for {{job.title}}',
    body: `Hello {{candidate.firstName}},

We have had to cancel your interview for {{job.title}} on {{interview.time}}. We will be in touch about what comes next.

With our apologies,
{{sender.name}}`,
  },
  offer: {
    name: 'Offer letter',
    subject: 'Your offer for {{job.title}}',
    body: `Hello {{candidate.firstName}},

We are delighted to offer you the position of {{job.title}} at {{company.name}}. You can read the offer and answer it here:
{{link}}

Warm regards,
{{sender.name}}`,
  },
  memberInvite: {
    name: 'Join the hiring team',
    subject: '{{sender.name}} invited you to TalentFlow',
    body: `Hello,

{{sender.name}} invited you to join {{company.name}}'s hiring team on TalentFlow. Choose your password here:
{{link}}`,
  },
  passwordReset: {
    name: 'Password reset',
    subject: 'Choose a new TalentFlow password',
    body: `Hello,

Someone asked to reset the password of this email's TalentFlow account. If it was you, choose a new one here:
{{link}}

If it was not you, ignore this message.`,
  },
};

/** The template every kind starts with: its id is its kind, and nobody has saved it (version 0). */
export const sampleTemplate = (kind: TemplateKind): MessageTemplate => ({
  id: kind,
  kind,
  ...SAMPLES[kind],
  version: 0,
});
