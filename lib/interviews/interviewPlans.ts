import { InvalidInputError } from '@/lib/shared/errors';
import { assertText, fieldsOf } from '@/lib/shared/storableInput';
import { INTERVIEW_STAGES, type InterviewStage } from '@/lib/people/assignments';

/** What a job's interviewers judge in each interview stage ("Communication", "System design", …). */
export type InterviewPlan = Record<InterviewStage, string[]>;

export const PLAN_LIMITS = { attributes: 12, attributeLength: 60 } as const;

/** A job's plan until someone edits it: what most hiring teams judge at each step. */
export const DEFAULT_INTERVIEW_PLAN: InterviewPlan = {
  screen: ['Communication', 'Motivation'],
  tech: ['Problem solving', 'System design', 'Code quality'],
  offer: ['Team fit', 'Leadership'],
};

/** A plan from a request body: every interview stage, each a list of distinct, named attributes. */
export function readInterviewPlan(body: unknown): InterviewPlan {
  const input = fieldsOf(body);
  const plan = {} as InterviewPlan;
  for (const stage of INTERVIEW_STAGES) {
    const attributes = input[stage];
    if (!Array.isArray(attributes)) throw new InvalidInputError(`List the attributes of the ${stage} interview`);
    if (attributes.length > PLAN_LIMITS.attributes) {
      throw new InvalidInputError(`An interview judges at most ${PLAN_LIMITS.attributes} attributes`);
    }
    const seen = new Set<string>();
    plan[stage] = attributes.map((value) => {
      const name = typeof value === 'string' ? value.trim() : '';
      if (!name) throw new InvalidInputError('Name every attribute');
      assertText(name, 'An attribute', PLAN_LIMITS.attributeLength);
      if (seen.has(name.toLowerCase())) throw new InvalidInputError(`"${name}" is listed twice`);
      seen.add(name.toLowerCase());
      return name;
    });
  }
  return plan;
}
