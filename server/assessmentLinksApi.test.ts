import { beforeEach, describe, expect, it } from 'vitest';
import {
  addQuestion,
  addSection,
  changeType,
  emptyAssessment,
  updateQuestion,
} from '@/lib/assessments/assessmentDraft';
import { LINK_LIFETIME_MS, LINK_NOT_VALID, NO_ASSESSMENT_TO_SEND } from '@/lib/assessments/assessmentLinks';
import type { ResponseListItem } from '@/lib/assessments/responseRows';
import { formatScore, scoreResponse } from '@/lib/assessments/scoring';
import type { SentLink } from '@/lib/store/store';
import type { AssessmentSummary, CandidateScore } from '@/lib/assessments/assessmentSummaries';
import type { Assessment, AssessmentResponse, AssessmentToTake, CandidateAssessment } from '@/lib/shared/types';
import { BACKENDS, useBackend } from './test/backends';

const JOB = { slug: 'dev', status: 'active' as const, tags: [], skills: [], type: 'Intern' as const };

function marked(): Assessment {
  let draft = addSection(emptyAssessment('job-1'));
  draft = addQuestion(draft, draft.sections[0].id);
  const [choice] = draft.questions.map((question) => question.id);
  draft = changeType(draft, choice, 'single');
  const option = draft.questions[0].options![0];
  return updateQuestion(draft, choice, { label: 'Ready?', required: true, correct: [option.id], points: 2 });
}

const MARKED = marked();
const tokenOf = (sent: SentLink) => sent.token;

describe.each(BACKENDS)('assessment links over %s', (_name, makeBackend) => {
  const backend = useBackend(makeBackend);

  beforeEach(async () => {
    await backend.addJobs([
      { ...JOB, id: 'job-1', title: 'Dev', order: 0 },
      { ...JOB, id: 'job-2', title: 'Ops', slug: 'ops', order: 1 },
    ]);
    await backend.addCandidates([
      { id: 'c-1', name: 'Ada Lovelace', email: 'ada@example.com', stage: 'screen', jobId: 'job-1' },
      { id: 'c-2', name: 'Bo Ops', email: 'bo@example.com', stage: 'applied', jobId: 'job-2' },
    ]);
    await backend.call('PUT', '/assessments/job-1', MARKED);
  });

  it('sends a 128-bit link that opens the assessment without its marking, answers once, and scores the response', async () => {
    const sent = await backend.call<SentLink>('POST', '/candidates/c-1/assessment-links');
    expect(sent.status).toBe(201);
    expect(sent.body.token).toMatch(/^[0-9a-f]{32}$/);
    expect(sent.body.link).toMatchObject({ candidateId: 'c-1', jobId: 'job-1' });
    expect(sent.body.link).not.toHaveProperty('tokenHash');
    const token = tokenOf(sent.body);

    const toTake = await backend.call<AssessmentToTake>('GET', `/api/take/${token}`);
    expect(toTake.status).toBe(200);
    expect(toTake.body.jobTitle).toBe('Dev');
    expect(JSON.stringify(toTake.body)).not.toMatch(/correct|points|accepted|Ada|ada@/);
    expect((await backend.call('POST', `/api/take/${token}/start`)).status).toBe(204);

    const choice = MARKED.questions[0];
    expect((await backend.call('POST', `/api/take/${token}`, { answers: {} })).status).toBe(400);
    expect(await backend.call('POST', `/api/take/${token}`, { answers: { [choice.id]: 'Option 1' } })).toEqual({
      status: 204,
      body: null,
    });
    const again = await backend.call('POST', `/api/take/${token}`, { answers: { [choice.id]: 'Option 1' } });
    expect(again).toEqual({ status: 404, body: { message: LINK_NOT_VALID } });
    expect(await backend.call('GET', `/api/take/${token}`)).toEqual({ status: 404, body: { message: LINK_NOT_VALID } });

    const [listed] = (await backend.call<CandidateAssessment[]>('GET', '/candidates/c-1/assessments')).body;
    expect(listed).toMatchObject({
      jobTitle: 'Dev',
      link: { startedAt: expect.any(String), submittedAt: expect.any(String) },
    });
    expect(listed.response).toMatchObject({ candidateId: 'c-1' });
    expect(formatScore(scoreResponse(listed.response!.answered!, listed.response!.answers))).toBe('2 / 2 (100%)');
    const [inPanel] = (await backend.call<ResponseListItem[]>('GET', '/assessments/job-1/responses')).body;
    expect(inPanel).toMatchObject({ candidateName: 'Ada Lovelace', score: { earned: 2, possible: 2, percent: 100 } });
    expect(inPanel).not.toHaveProperty('answers');
    const whole = await backend.call<AssessmentResponse>('GET', `/assessments/job-1/responses/${inPanel.id}`);
    expect(whole.body).toMatchObject({ candidateName: 'Ada Lovelace', answers: listed.response!.answers });
  });

  it("counts each job's responses, average score and passes, and each candidate's latest score", async () => {
    const choice = { ...MARKED.questions[0], options: [...MARKED.questions[0].options!, { id: 'o-no', label: 'No' }] };
    const { version: _saved, ...twoOptions } = { ...MARKED, questions: [choice] };
    twoOptions.sections = [{ ...MARKED.sections[0], questions: [choice] }];
    expect((await backend.call('PUT', '/assessments/job-1', twoOptions)).status).toBe(200);
    const [right, wrong] = choice.options.map((option) => option.label);
    backend.setNow(new Date('2026-03-01T10:00:00Z'));
    const first = await backend.call<SentLink>('POST', '/candidates/c-1/assessment-links');
    await backend.call('POST', `/api/take/${tokenOf(first.body)}`, { answers: { [choice.id]: wrong } });
    backend.setNow(new Date('2026-03-02T10:00:00Z'));
    const second = await backend.call<SentLink>('POST', '/candidates/c-1/assessment-links');
    await backend.call('POST', `/api/take/${tokenOf(second.body)}`, { answers: { [choice.id]: right } });
    // A recruiter's test response is neither a candidate's score nor in the counts.
    await backend.call('POST', '/assessments/job-1/submit', { answers: { [choice.id]: wrong } });

    const summaries = await backend.call<AssessmentSummary[]>('GET', '/api/assessments/summaries');
    expect(summaries.status).toBe(200);
    expect(summaries.body).toEqual([
      {
        jobId: 'job-1',
        jobTitle: 'Dev',
        jobStatus: 'active',
        assessment: {
          title: MARKED.title,
          questions: 1,
          passMark: 70,
          responses: 2,
          scored: 2,
          passed: 1,
          averagePercent: 50,
        },
      },
      { jobId: 'job-2', jobTitle: 'Ops', jobStatus: 'active' },
    ]);
    const scores = await backend.call<CandidateScore[]>('GET', '/api/assessments/candidate-scores');
    expect(scores.body).toEqual([
      { candidateId: 'c-1', score: { status: 'scored', earned: 2, possible: 2, percent: 100, passed: true } },
    ]);
  });

  it("follows a reviewer's points in the candidate's score and the job's summary", async () => {
    let withEssay = addQuestion(MARKED, MARKED.sections[0].id);
    const essay = withEssay.questions[1].id;
    withEssay = changeType(withEssay, essay, 'long');
    withEssay = updateQuestion(withEssay, essay, { label: 'Why?', required: true, points: 3 });
    expect((await backend.call('PUT', '/assessments/job-1', withEssay)).status).toBe(200);
    const sent = await backend.call<SentLink>('POST', '/candidates/c-1/assessment-links');
    const answers = { [MARKED.questions[0].id]: 'Option 1', [essay]: 'Because' };
    expect((await backend.call('POST', `/api/take/${tokenOf(sent.body)}`, { answers })).status).toBe(204);
    const scores = () => backend.call<CandidateScore[]>('GET', '/api/assessments/candidate-scores');
    expect((await scores()).body).toEqual([
      { candidateId: 'c-1', score: { status: 'awaiting-review', earned: 2, possible: 5, pending: 1 } },
    ]);

    const responses = () => backend.call<ResponseListItem[]>('GET', '/assessments/job-1/responses');
    const [response] = (await responses()).body;
    expect(formatScore(response.score)).toBe('Awaiting review');
    const path = `/assessments/job-1/responses/${response.id}/scores`;
    expect((await backend.call('PUT', path, { scores: { [essay]: 2 } })).status).toBe(200);
    expect(formatScore((await responses()).body[0].score)).toBe('4 / 5 (80%)');
    expect((await scores()).body).toEqual([
      { candidateId: 'c-1', score: { status: 'scored', earned: 4, possible: 5, percent: 80, passed: true } },
    ]);
    const [summary] = (await backend.call<AssessmentSummary[]>('GET', '/api/assessments/summaries')).body;
    expect(summary.assessment).toMatchObject({ responses: 1, scored: 1, passed: 1, averagePercent: 80 });
  });

  it('gives a wrong, malformed, used or expired token the same answer', async () => {
    backend.setNow(new Date('2026-01-01T00:00:00Z'));
    const { body } = await backend.call<SentLink>('POST', '/candidates/c-1/assessment-links');
    const wrong = body.token.replace(/^./, (digit) => (digit === '0' ? '1' : '0'));
    for (const token of [wrong, 'short', `${body.token}0`, 'ZZ'.repeat(16)]) {
      expect(await backend.call('GET', `/api/take/${token}`)).toEqual({
        status: 404,
        body: { message: LINK_NOT_VALID },
      });
      expect((await backend.call('POST', `/api/take/${token}/start`)).status).toBe(404);
    }
    backend.setNow(new Date(Date.parse('2026-01-01T00:00:00Z') + LINK_LIFETIME_MS));
    expect(await backend.call('GET', `/api/take/${body.token}`)).toEqual({
      status: 404,
      body: { message: LINK_NOT_VALID },
    });
  });

  it('lets two submits of one link keep one response', async () => {
    const { body } = await backend.call<SentLink>('POST', '/candidates/c-1/assessment-links');
    const answers = { [MARKED.questions[0].id]: 'Option 1' };
    const results = await Promise.all([1, 2].map(() => backend.call('POST', `/api/take/${body.token}`, { answers })));
    expect(results.map((result) => result.status).sort()).toEqual([204, 404]);
    expect(await backend.store().assessments.responses('job-1')).toHaveLength(1);
  });

  it('refuses to send for a job without a saved assessment or an unknown candidate, and ends links with their candidate', async () => {
    expect(await backend.call('POST', '/candidates/c-2/assessment-links')).toEqual({
      status: 409,
      body: { message: NO_ASSESSMENT_TO_SEND },
    });
    expect((await backend.call('POST', '/candidates/nobody/assessment-links')).status).toBe(404);
    expect((await backend.call('GET', '/candidates/nobody/assessments')).status).toBe(404);
    const { body } = await backend.call<SentLink>('POST', '/candidates/c-1/assessment-links');
    await backend.store().candidates.remove(['c-1']);
    expect((await backend.call('GET', `/api/take/${body.token}`)).status).toBe(404);
  });
});
