import type { TalentFlowDB } from '@/lib/db';
import type { Assessment, AssessmentResponse } from '@/lib/types';

/** Local database operations on assessments and their responses (spec section 7). */

export function getAssessment(db: TalentFlowDB, jobId: string): Promise<Assessment | undefined> {
  return db.assessments.get(jobId);
}

export async function saveAssessment(db: TalentFlowDB, assessment: Assessment): Promise<Assessment> {
  await db.assessments.put(assessment);
  return assessment;
}

export async function addAssessmentResponse(db: TalentFlowDB, response: AssessmentResponse): Promise<AssessmentResponse> {
  await db.assessmentResponses.add(response);
  return response;
}

/** Responses to an assessment, newest first. */
export async function listAssessmentResponses(db: TalentFlowDB, assessmentId: string): Promise<AssessmentResponse[]> {
  const responses = await db.assessmentResponses.where('assessmentId').equals(assessmentId).toArray();
  return responses.sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
}
