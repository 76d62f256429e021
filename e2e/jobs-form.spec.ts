import { answerDialogs, bodyRows, expect, setNetwork, test } from './support/fixtures';
import { jobRow, openJobs, storedJobs } from './support/jobs';

test('creates a job from the modal with the spec defaults, and it survives a reload', async ({ page }) => {
  await openJobs(page);
  await page.getByRole('button', { name: '+ Create Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Job' });
  await expect(dialog.getByLabel('Job Title')).toHaveValue('');
  await expect(dialog.getByLabel('Tags (comma separated)')).toHaveValue('');
  await expect(dialog.getByLabel('Skills (comma separated)')).toHaveValue('');
  await expect(dialog.getByLabel('Start Date')).toHaveValue('');
  await expect(dialog.getByLabel('End Date')).toHaveValue('');
  await expect(dialog.getByLabel('Package')).toHaveValue('');
  await expect(dialog.getByLabel('Type')).toHaveValue('Full-Time');

  await dialog.getByLabel('Job Title').fill('  Staff Platform Engineer  ');
  await dialog.getByLabel('Tags (comma separated)').fill('remote, , hybrid ,');
  await dialog.getByLabel('Skills (comma separated)').fill('Go,  Kubernetes');
  await dialog.getByLabel('Start Date').fill('2027-02-01');
  await dialog.getByLabel('Package').fill('$120k+');
  await dialog.getByLabel('Type').selectOption('Contract');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const created = (await storedJobs(page)).find((job) => job.title === 'Staff Platform Engineer');
  expect(created).toMatchObject({
    slug: 'staff-platform-engineer',
    status: 'active',
    tags: ['remote', 'hybrid'],
    skills: ['Go', 'Kubernetes'],
    startDate: '2027-02-01',
    package: '$120k+',
    type: 'Contract',
    order: 25,
  });
  expect(created!.endDate).toBeUndefined();
  expect(created!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

  await page.reload();
  await page.getByPlaceholder('Search jobs...').fill('staff platform');
  const row = jobRow(page, 'Staff Platform Engineer');
  await expect(row).toContainText('remote, hybrid');
  await expect(row).toContainText('2/1/2027');
  await expect(row).toContainText('Contract');
});

test('an empty title alerts "Title is required" and saves nothing', async ({ page }) => {
  await openJobs(page);
  await page.getByRole('button', { name: '+ Create Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Job' });
  await dialog.getByLabel('Job Title').fill('   ');
  await dialog.getByLabel('Package').fill('kept');
  const alerts = answerDialogs(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => alerts).toEqual(['alert: Title is required']);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Package')).toHaveValue('kept');
  expect(await storedJobs(page)).toHaveLength(25);
});

test('a title over 120 characters is refused at the field, keeping what was typed', async ({ page }) => {
  await openJobs(page);
  await page.getByRole('button', { name: '+ Create Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Job' });
  const title = dialog.getByLabel('Job Title');
  const long = `Principal ${'very '.repeat(30)}senior engineer`;
  await title.fill(long);
  await dialog.getByLabel('Tags (comma separated)').fill('kept');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Keep the title to 120 characters or fewer');
  await expect(title).toHaveAccessibleDescription('Keep the title to 120 characters or fewer');
  await expect(title).toHaveValue(long);
  await expect(dialog.getByLabel('Tags (comma separated)')).toHaveValue('kept');
  expect(await storedJobs(page)).toHaveLength(25);

  await title.fill('Principal Engineer');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  expect((await storedJobs(page)).map((job) => job.title)).toContain('Principal Engineer');
});

test('an end date before the start date is refused at the field, keeping what was typed', async ({ page }) => {
  await openJobs(page);
  await page.getByRole('button', { name: '+ Create Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Job' });
  await dialog.getByLabel('Job Title').fill('Seasonal Guide');
  await dialog.getByLabel('Start Date').fill('2026-05-01');
  const end = dialog.getByLabel('End Date');
  await end.fill('2026-04-01');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('End date must not be before the start date');
  await expect(end).toHaveAccessibleDescription('End date must not be before the start date');
  await expect(dialog.getByText(/HTTP error/)).toHaveCount(0);
  await expect(dialog.getByLabel('Job Title')).toHaveValue('Seasonal Guide');
  expect((await storedJobs(page)).map((job) => job.title)).not.toContain('Seasonal Guide');

  await end.fill('2026-09-30');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  expect((await storedJobs(page)).find((job) => job.title === 'Seasonal Guide')).toMatchObject({
    startDate: '2026-05-01',
    endDate: '2026-09-30',
  });
});

test('a refused save keeps the modal open with what was typed and says why', async ({ page }) => {
  await openJobs(page);
  await page.getByRole('button', { name: '+ Create Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Job' });
  await dialog.getByLabel('Job Title').fill('Unique Role');
  await dialog.getByLabel('Skills (comma separated)').fill('SQL');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: '+ Create Job' }).click();
  // Another title, the same slug.
  await dialog.getByLabel('Job Title').fill('Unique-Role');
  await dialog.getByLabel('Tags (comma separated)').fill('onsite');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Could not save the job: A job with this slug already exists');
  await expect(dialog.getByLabel('Job Title')).toHaveValue('Unique-Role');
  await expect(dialog.getByLabel('Tags (comma separated)')).toHaveValue('onsite');

  await setNetwork(page, { minLatencyMs: 0, maxLatencyMs: 0, failureRate: 1 });
  await dialog.getByLabel('Job Title').fill('Another Role');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Could not save the job: Network Error: Simulated failure');
  await expect(dialog.getByLabel('Job Title')).toHaveValue('Another Role');
  expect((await storedJobs(page)).map((job) => job.title)).not.toContain('Another Role');
});

test('Cancel closes the modal without saving', async ({ page }) => {
  await openJobs(page);
  await page.getByRole('button', { name: '+ Create Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Job' });
  await dialog.getByLabel('Job Title').fill('Never Saved');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await storedJobs(page)).map((job) => job.title)).not.toContain('Never Saved');

  await page.getByRole('button', { name: '+ Create Job' }).click();
  await expect(dialog.getByLabel('Job Title')).toHaveValue('');
});

test('edits a job from a prefilled modal', async ({ page }) => {
  await openJobs(page);
  const job = (await storedJobs(page))[1];
  await jobRow(page, job.title).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Job' });
  await expect(dialog.getByLabel('Job Title')).toHaveValue(job.title);
  await expect(dialog.getByLabel('Tags (comma separated)')).toHaveValue(job.tags.join(', '));
  await expect(dialog.getByLabel('Skills (comma separated)')).toHaveValue(job.skills.join(', '));
  await expect(dialog.getByLabel('Start Date')).toHaveValue(job.startDate ?? '');
  await expect(dialog.getByLabel('End Date')).toHaveValue(job.endDate ?? '');
  await expect(dialog.getByLabel('Package')).toHaveValue(job.package ?? '');
  await expect(dialog.getByLabel('Type')).toHaveValue(job.type);

  await dialog.getByLabel('Job Title').fill('Edited Title');
  await dialog.getByLabel('Package').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = jobRow(page, 'Edited Title');
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(6)).toHaveText('—');
  const stored = (await storedJobs(page)).find((item) => item.id === job.id);
  expect(stored).toMatchObject({ title: 'Edited Title', slug: job.slug, order: job.order, tags: job.tags });
  expect(stored!.package).toBeUndefined();
});

test('archive and unarchive ask first and do nothing when dismissed', async ({ page }) => {
  await openJobs(page);
  const job = (await storedJobs(page)).find((item) => item.status === 'active')!;
  const row = jobRow(page, job.title);

  const archiveDismissed = answerDialogs(page, 'dismiss');
  await row.getByRole('button', { name: 'Archive' }).click();
  await expect.poll(() => archiveDismissed).toEqual(['confirm: Are you sure you want to archive this job?']);
  await expect(row.getByRole('button', { name: 'Archive' })).toBeVisible();
  expect((await storedJobs(page)).find((item) => item.id === job.id)?.status).toBe('active');

  answerDialogs(page, 'accept');
  await row.getByRole('button', { name: 'Archive' }).click();
  await expect(row.getByRole('button', { name: 'Unarchive' })).toBeVisible();
  await expect(row.getByRole('cell').nth(2)).toHaveText('archived');
  // The row changes as the click lands; the write reaches the database just after.
  const storedStatus = async () => (await storedJobs(page)).find((item) => item.id === job.id)?.status;
  await expect.poll(storedStatus).toBe('archived');

  const unarchiveDismissed = answerDialogs(page, 'dismiss');
  await row.getByRole('button', { name: 'Unarchive' }).click();
  await expect.poll(() => unarchiveDismissed).toEqual(['confirm: Unarchive this job?']);
  await expect(row.getByRole('button', { name: 'Unarchive' })).toBeVisible();

  answerDialogs(page, 'accept');
  await row.getByRole('button', { name: 'Unarchive' }).click();
  await expect(row.getByRole('button', { name: 'Archive' })).toBeVisible();
  await expect.poll(storedStatus).toBe('active');
  await expect(bodyRows(page)).toHaveCount(10);
});
