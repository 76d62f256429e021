import { beforeEach, describe, expect, it } from 'vitest';
import {
  addQuestion,
  addSection,
  changeType,
  emptyAssessment,
  updateQuestion,
} from '@/lib/assessments/assessmentDraft';
import type { ResponseListItem } from '@/lib/assessments/responseRows';
import { formatScore, scoreResponse } from '@/lib/assessments/scoring';
import { RESPONSE_NOT_FOUND } from '@/lib/assessments/storedAssessments';
import type { Assessment, AssessmentResponse } from '@/lib/shared/types';
import { BACKENDS, useBackend } from './test/backends';

function sample(): Assessment {
  let draft = addSection(emptyAssessment('job-1'));
  draft = addQuestion(addQuestion(draft, draft.sections[0].id), draft.sections[0].id);
  const [choice, age] = draft.questions.map((question) => question.id);
  draft = changeType(draft, choice, 'single');
  draft = updateQuestion(draft, choice, { label: 'Ready?', required: true });
  draft = changeType(draft, age, 'numeric');
  return updateQuestion(draft, age, {
    label: 'Age',
    min: 18,
    max: 99,
    condition: { questionId: choice, equals: 'Option 1' },
  });
}

describe.each(BACKENDS)('the assessments API over %s', (_name, makeBackend) => {
  const backend = useBackend(makeBackend);

  beforeEach(async () => {
    await backend.addJobs([
      {
        id: 'job-1',
        title: 'Dev',
        slug: 'dev',
        status: 'active',
        tags: [],
        skills: [],
        type: 'Intern',
        order: 0,
      },
    ]);
  });

  describe('assessment handlers', () => {
    it('GET answers the spec default for a job without one, and 404 for an unknown job', async () => {
      const response = await backend.call<Assessment>('GET', '/assessments/job-1');
      expect(response.body).toMatchObject({
        jobId: 'job-1',
        title: 'Untitled Assessment',
        sections: [],
        questions: [],
      });
      expect(await backend.call('GET', '/assessments/job-404')).toEqual({
        status: 404,
        body: { message: 'Job not found' },
      });
    });

    it('PUT answers the next version, and refuses a save from a version someone saved over', async () => {
      expect((await backend.call<Assessment>('GET', '/assessments/job-1')).body.version).toBe(0);
      const first = await backend.call<Assessment>('PUT', '/assessments/job-1', { ...sample(), version: 0 });
      expect(first).toMatchObject({ status: 200, body: { version: 1 } });
      const mine = { ...first.body, title: 'Mine' };
      const theirs = await backend.call<Assessment>('PUT', '/assessments/job-1', { ...first.body, title: 'Theirs' });
      expect(theirs).toMatchObject({ status: 200, body: { version: 2, title: 'Theirs' } });
      expect(await backend.call('PUT', '/assessments/job-1', mine)).toEqual({
        status: 409,
        body: { message: 'Changed by someone else since you opened it' },
      });
      expect((await backend.call<Assessment>('GET', '/assessments/job-1')).body).toMatchObject({
        title: 'Theirs',
        version: 2,
      });
      // A script that sends no version replaces what is stored.
      const unversioned = { ...first.body, title: 'Script', version: undefined };
      expect(await backend.call('PUT', '/assessments/job-1', unversioned)).toMatchObject({
        status: 200,
        body: { title: 'Script', version: 3 },
      });
      expect(await backend.call('PUT', '/assessments/job-1', { ...sample(), version: -1 })).toMatchObject({
        status: 400,
      });
    });

    it('answers a save sent again after its answer was lost with the stored version, not a conflict', async () => {
      const save = { ...sample(), version: 0 };
      expect((await backend.call('PUT', '/assessments/job-1', save)).status).toBe(200);
      expect(await backend.call('PUT', '/assessments/job-1', save)).toMatchObject({
        status: 200,
        body: { version: 1 },
      });
      expect((await backend.call('PUT', '/assessments/job-1', { ...save, title: 'Other' })).status).toBe(409);
    });

    it('lets only one of two first saves from version 0 land', async () => {
      const answers = await Promise.all(
        ['One', 'Two'].map((title) => backend.call('PUT', '/assessments/job-1', { ...sample(), title, version: 0 })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(await backend.call('PUT', '/assessments/job-404', { ...sample(), version: 0 })).toMatchObject({
        status: 404,
      });
    });

    it('PUT stores the assessment under its job with the flat list rebuilt from the sections', async () => {
      const draft = sample();
      const saved = await backend.call<Assessment>('PUT', '/assessments/job-1', { ...draft, questions: [], extra: 1 });
      expect(saved.status).toBe(200);
      expect(saved.body.questions).toEqual(draft.sections[0].questions);
      expect(await backend.store().assessments.get('job-1')).toEqual(saved.body);
      expect((await backend.call<Assessment>('GET', '/assessments/job-1')).body).toEqual(saved.body);
    });

    it.each([
      ['a missing title', (a: Assessment) => ({ ...a, title: ' ' }), 'Assessment title is required'],
      [
        'an unknown type',
        (a: Assessment) => updateQuestion(a, a.questions[0].id, { type: 'essay' as never }),
        'Section 1, question 1: type must be one of single, multi, short, long, numeric, file',
      ],
      [
        'a choice without options',
        (a: Assessment) => updateQuestion(a, a.questions[0].id, { options: [] }),
        'Section 1, question 1 needs at least one option',
      ],
      [
        'a blank question label',
        (a: Assessment) => updateQuestion(a, a.questions[0].id, { label: '  ' }),
        'Section 1, question 1 needs an id and a label',
      ],
      [
        'a blank option',
        (a: Assessment) => updateQuestion(a, a.questions[0].id, { options: [{ id: 'blank-option', label: ' ' }] }),
        'Section 1, question 1, option 1 needs an id and a label',
      ],
      [
        'min above max',
        (a: Assessment) => updateQuestion(a, a.questions[1].id, { min: 100 }),
        'Section 1, question 2: min must not be above max',
      ],
      [
        'a condition on a later question',
        (a: Assessment) => {
          const [first, second] = a.sections[0].questions;
          const broken = { ...first, condition: { questionId: second.id, equals: 'x' } };
          return { ...a, sections: [{ ...a.sections[0], questions: [broken, second] }] };
        },
        'Section 1, question 1: a condition must depend on an earlier single or multi question',
      ],
    ])('PUT refuses %s with 400', async (_case, breakIt, message) => {
      const response = await backend.call('PUT', '/assessments/job-1', breakIt(sample()));
      expect(response).toEqual({ status: 400, body: { message } });
      expect((await backend.store().assessments.get('job-1')).sections).toEqual([]);
    });

    it('POST submit checks the answers against the stored assessment and stores the response', async () => {
      const draft = sample();
      const [choice, age] = draft.questions.map((question) => question.id);
      expect(
        (await backend.call('POST', '/assessments/job-1/submit', { answers: { [choice]: 'Option 1' } })).status,
      ).toBe(409);
      await backend.call('PUT', '/assessments/job-1', draft);

      expect(await backend.call('POST', '/assessments/job-1/submit', { answers: {} })).toEqual({
        status: 400,
        body: { message: 'Please fill all required questions before submitting.' },
      });
      expect(
        await backend.call('POST', '/assessments/job-1/submit', { answers: { [choice]: 'Option 1', [age]: 7 } }),
      ).toEqual({
        status: 400,
        body: { message: `${draft.questions[1].label}: Enter a number from 18 to 99` },
      });
      expect((await backend.call('POST', '/assessments/job-1/submit', { answers: { [choice]: true } })).status).toBe(
        400,
      );
      expect(await backend.call('POST', '/assessments/job-1/submit', { answers: { [choice]: 'Option 9' } })).toEqual({
        status: 400,
        body: { message: `${draft.questions[0].label}: Choose from the options given` },
      });

      const ok = await backend.call<AssessmentResponse>('POST', '/assessments/job-1/submit', {
        answers: { [choice]: 'Option 1', [age]: 30 },
      });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ jobId: 'job-1', assessmentId: draft.id, candidateId: 'local_candidate' });
      expect(ok.body.answers).toEqual({ [choice]: 'Option 1', [age]: 30 });
      expect(await backend.store().assessments.response('job-1', ok.body.id)).toEqual(ok.body);

      const list = await backend.call<ResponseListItem[]>('GET', '/assessments/job-1/responses');
      expect(list.body).toEqual([
        {
          id: ok.body.id,
          candidateId: 'local_candidate',
          submittedAt: ok.body.submittedAt,
          score: { status: 'not-scored' },
        },
      ]);
      expect(await backend.call('GET', `/assessments/job-1/responses/${ok.body.id}`)).toEqual({
        status: 200,
        body: ok.body,
      });
      expect(await backend.call('GET', `/assessments/job-2/responses/${ok.body.id}`)).toEqual({
        status: 404,
        body: { message: RESPONSE_NOT_FOUND },
      });
      expect((await backend.call('GET', '/assessments/job-1/responses/nope')).status).toBe(404);
    });

    it('keeps the version a response answered: a later edit of the builder changes neither its questions nor its score', async () => {
      let draft = sample();
      const [choice, age] = draft.questions.map((question) => question.id);
      draft = updateQuestion(draft, choice, { correct: [draft.questions[0].options![0].id], points: 2 });
      const saved = (await backend.call<Assessment>('PUT', '/assessments/job-1', draft)).body;
      const answered = await backend.call<AssessmentResponse>('POST', '/assessments/job-1/submit', {
        answers: { [choice]: 'Option 1', [age]: 30 },
      });
      expect(answered.body.answered).toMatchObject({ version: saved.version, questions: saved.questions });
      expect(scoreResponse(answered.body.answered!, answered.body.answers)).toMatchObject({ earned: 2, possible: 2 });

      const edited = updateQuestion(saved, choice, { label: 'Renamed', correct: undefined, points: 5 });
      await backend.call('PUT', '/assessments/job-1', edited);
      const path = `/assessments/job-1/responses/${answered.body.id}`;
      const kept = (await backend.call<AssessmentResponse>('GET', path)).body;
      expect(kept.answered?.questions[0]).toMatchObject({ label: 'Ready?', points: 2 });
      expect(formatScore(scoreResponse(kept.answered!, kept.answers))).toBe('2 / 2 (100%)');
      const [listed] = (await backend.call<ResponseListItem[]>('GET', '/assessments/job-1/responses')).body;
      expect(formatScore(listed.score)).toBe('2 / 2 (100%)');
    });

    it("PUT scores keeps a reviewer's points for written answers only, each within the question's points", async () => {
      let draft = sample();
      draft = addQuestion(draft, draft.sections[0].id);
      const essay = draft.questions[2].id;
      draft = updateQuestion(draft, essay, { type: 'long', label: 'Why us?', points: 3 });
      await backend.call('PUT', '/assessments/job-1', draft);
      const [choice] = draft.questions.map((question) => question.id);
      const { body: response } = await backend.call<AssessmentResponse>('POST', '/assessments/job-1/submit', {
        answers: { [choice]: 'Option 1', [essay]: 'Because' },
      });
      const path = `/assessments/job-1/responses/${response.id}/scores`;
      expect(await backend.call('PUT', path, { scores: { [essay]: 4 } })).toEqual({
        status: 400,
        body: { message: 'Give "Why us?" a whole number of points from 0 to 3' },
      });
      expect((await backend.call('PUT', path, { scores: { [essay]: 1.5 } })).status).toBe(400);
      expect((await backend.call('PUT', path, { scores: { [choice]: 1 } })).status).toBe(400);
      expect((await backend.call('PUT', path, { scores: [] })).status).toBe(400);
      expect((await backend.call('PUT', '/assessments/job-1/responses/nope/scores', { scores: {} })).status).toBe(404);
      const unchanged = (await backend.call<AssessmentResponse>('GET', `/assessments/job-1/responses/${response.id}`))
        .body;
      expect(unchanged.handScores).toBeUndefined();
      const [waiting] = (await backend.call<ResponseListItem[]>('GET', '/assessments/job-1/responses')).body;
      expect(formatScore(waiting.score)).toBe('Awaiting review');

      const scored = await backend.call<AssessmentResponse>('PUT', path, { scores: { [essay]: 2 } });
      expect(scored).toMatchObject({ status: 200, body: { handScores: { [essay]: 2 } } });
      const [listed] = (await backend.call<ResponseListItem[]>('GET', '/assessments/job-1/responses')).body;
      expect(formatScore(listed.score)).toBe('2 / 3 (67%)');
    });
  });
});
