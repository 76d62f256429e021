import {
  reasonTemplate,
  rejectionTemplateId,
  SAMPLE_REJECTION_REASONS,
  type RejectionReason,
} from '@/lib/messages/rejections';
import { sampleTemplate } from '@/lib/messages/sampleTemplates';
import type { MessageTemplate, TemplateKind } from '@/lib/messages/templates';
import type { Sql } from '../sql';

export interface TemplateRow {
  id: string;
  kind: TemplateKind;
  name: string;
  subject: string;
  body: string;
  version: number;
  updated_at: Date;
  updated_by: string | null;
}

export const toTemplate = (row: TemplateRow): MessageTemplate => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  subject: row.subject,
  body: row.body,
  version: row.version,
  updatedAt: new Date(row.updated_at).toISOString(),
  ...(row.updated_by ? { updatedBy: row.updated_by } : {}),
});

/** The team's template of a kind, or its sample. */
export async function templateOf(sql: Sql, kind: TemplateKind): Promise<MessageTemplate> {
  const [row] = await sql.query<TemplateRow>('SELECT * FROM message_templates WHERE id = $1', [kind]);
  return row ? toTemplate(row) : sampleTemplate(kind);
}

export async function readRejectionReasons(sql: Sql): Promise<RejectionReason[]> {
  const [row] = await sql.query<{ reasons: RejectionReason[] | null }>('SELECT rejection_reasons AS reasons FROM team');
  return row?.reasons ?? [...SAMPLE_REJECTION_REASONS];
}

/** Each rejection reason's template: its own once saved, else the general rejection's words. */
export async function reasonTemplates(sql: Sql, reasons: RejectionReason[]): Promise<MessageTemplate[]> {
  const rows = await sql.query<TemplateRow>("SELECT * FROM message_templates WHERE kind = 'rejection'");
  const saved = new Map(rows.map((row) => [row.id, toTemplate(row)]));
  const general = saved.get('rejection') ?? sampleTemplate('rejection');
  return reasons.map((reason) => reasonTemplate(reason, saved.get(rejectionTemplateId(reason.id)), general));
}
