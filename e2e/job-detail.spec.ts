import { answerDialogs, expect, expectSameDocument, gotoApp, markDocument, readStore, test } from './support/fixtures';
import { jobRow, openJobs, storedJobs } from './support/jobs';

interface StoredCandidate {
  id: string;
  name: string;
  jobId: string;
  stage: string;
}

const byName = (a: string, b: string) => a.localeCompare(b);

test('a job title opens its page with its fields, candidates by stage and assessment link', async ({ page }) => {
  await openJobs(page);
  await markDocument(page);
  const job = (await storedJobs(page))[2];
  await jobRow(page, job.title).getByRole('link', { name: job.title }).click();

  await expect(page).toHaveURL(`/jobs/${job.id}`);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expectSameDocument(page);
  await expect(page).toHaveTitle(`${job.title} · TalentFlow`);
  const fields = page.getByRole('definition');
  await expect(fields.nth(0)).toHaveText(job.slug);
  await expect(fields.nth(1)).toHaveText(job.tags.join(', '));
  await expect(fields.nth(2)).toHaveText(job.skills.join(', '));

  const candidates = (await readStore<StoredCandidate>(page, 'candidates')).filter((item) => item.jobId === job.id);
  const counts = page.getByRole('region', { name: /Candidates by stage/ });
  await expect(counts.getByRole('heading')).toHaveText(`Candidates by stage (${candidates.length})`);
  for (const stage of ['applied', 'screen', 'tech', 'offer', 'hired', 'rejected']) {
    const inStage = candidates.filter((item) => item.stage === stage);
    const column = counts.getByRole('listitem', { name: stage, exact: true });
    await expect(column.getByRole('link', { name: `${inStage.length} in ${stage}, on the board` })).toHaveAttribute(
      'href',
      `/candidates/kanban?job=${job.id}`,
    );
    // Each name links to the candidate.
    await expect(column.getByRole('listitem')).toHaveText(inStage.map((item) => item.name).sort(byName));
    for (const candidate of inStage) {
      await expect(column.getByRole('link', { name: candidate.name, exact: true })).toHaveAttribute(
        'href',
        `/candidates/${candidate.id}`,
      );
    }
  }

  await expect(page.getByRole('link', { name: 'Open the assessment for this job' })).toHaveAttribute(
    'href',
    `/assessments/${job.id}`,
  );
  await page.getByRole('link', { name: '← Back to jobs' }).click();
  await expect(page).toHaveURL('/jobs');
  await expectSameDocument(page);
});

test('a job can be edited and archived from its page', async ({ page }) => {
  await gotoApp(page, '/jobs/job-4');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
  const job = (await storedJobs(page)).find((item) => item.id === 'job-4')!;
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Job' });
  await dialog.getByLabel('Job Title').fill('Head of Hiring');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Head of Hiring' })).toBeVisible();
  // The careers address stays the one the job was made with: links to it keep working.
  await expect(page.getByRole('definition').first()).toHaveText(job.slug);

  const archiveButton = page.getByRole('button', { name: job.status === 'active' ? 'Archive' : 'Unarchive' });
  answerDialogs(page);
  await archiveButton.click();
  await expect(page.getByRole('button', { name: job.status === 'active' ? 'Unarchive' : 'Archive' })).toBeVisible();
});

test('an unknown job id says so and links back', async ({ page }) => {
  await gotoApp(page, '/jobs/no-such-job');
  await expect(page.getByText('Job not found.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to jobs' }).click();
  await expect(page.getByRole('heading', { name: 'Jobs' })).toBeVisible();
});
