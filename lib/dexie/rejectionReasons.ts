import {
  reasonTemplate,
  rejectionTemplateId,
  SAMPLE_REJECTION_REASONS,
  type RejectionReason,
} from '@/lib/messages/rejections';
import { sampleTemplate } from '@/lib/messages/sampleTemplates';
import type { TalentFlowDB } from './db';

export async function readRejectionReasons(db: TalentFlowDB): Promise<RejectionReason[]> {
  const row = await db.settings.get('rejectionReasons');
  return row?.key === 'rejectionReasons' ? row.reasons : [...SAMPLE_REJECTION_REASONS];
}

export async function saveRejectionReasons(db: TalentFlowDB, reasons: RejectionReason[]): Promise<RejectionReason[]> {
  await db.settings.put({ key: 'rejectionReasons', reasons });
  return reasons;
}

/** Each reason's rejection template (every kept reason's unless given): its own once saved, else the general rejection's words. */
export async function reasonTemplates(db: TalentFlowDB, given?: RejectionReason[]) {
  const reasons = given ?? (await readRejectionReasons(db));
  const general = (await db.templates.get('rejection')) ?? sampleTemplate('rejection');
  const saved = await db.templates.bulkGet(reasons.map((reason) => rejectionTemplateId(reason.id)));
  return reasons.map((reason, index) => reasonTemplate(reason, saved[index], general));
}
