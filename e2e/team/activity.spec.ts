import { cards, column, keyboardMove } from '../support/board';
import { expect, gotoApp, test } from '../support/fixtures';
import { TEAM_HOSTS, TEAM_PEOPLE } from '../support/hosts';
import { addCandidate, anotherMember } from '../support/team';

const origin = TEAM_HOSTS.team;

test("the team's activity log names the member who moved a card; an interviewer sees only their own", async ({
  browser,
  page,
  request,
}) => {
  const candidate = await addCandidate(request, origin);
  const recruiter = await anotherMember(browser, origin);
  const board = recruiter.page;
  await gotoApp(board, `/candidates/kanban?search=${encodeURIComponent(candidate.name)}`);
  await expect(cards(board, 'applied')).toHaveCount(1);
  await keyboardMove(board, cards(board, 'applied').first(), 1);
  await expect(column(board, 'screen').getByRole('button', { name: `${candidate.name}, screen` })).toBeVisible();
  await gotoApp(board, '/activity');
  await expect(board.getByText('The changes you made, newest first.')).toBeVisible();
  const moved = `${TEAM_PEOPLE.recruiter.name} moved ${candidate.name} from Applied to Screen`;
  await expect(board.getByText(moved)).toBeVisible();
  await recruiter.close();

  await gotoApp(page, `/candidates/${candidate.id}`);
  await expect(page.getByRole('heading', { level: 1, name: candidate.name })).toBeVisible();
  await page.getByRole('link', { name: 'Activity', exact: true }).last().click();
  await expect(page.getByText(`Candidate: ${candidate.name}`)).toBeVisible();
  const entries = page.getByRole('list', { name: 'Changes' }).getByRole('listitem');
  await expect(entries.filter({ hasText: moved })).toHaveCount(1);
  // The admin added them: the entry names the admin, with the fields they were added with.
  await expect(entries.filter({ hasText: `${TEAM_PEOPLE.admin.name} added ${candidate.name}` })).toContainText(
    candidate.email,
  );
  await page.getByLabel('Member').selectOption({ label: TEAM_PEOPLE.interviewer.name });
  await expect(page.getByText('No changes match these filters.')).toBeVisible();
  await page.getByLabel('Member').selectOption({ label: TEAM_PEOPLE.recruiter.name });
  await expect(entries).toHaveCount(1);

  const interviewer = await anotherMember(browser, origin, 'interviewer');
  await gotoApp(interviewer.page, `/activity?candidate=${candidate.id}`);
  await expect(interviewer.page.getByText('The changes you made, newest first.')).toBeVisible();
  await expect(interviewer.page.getByText('No changes match these filters.')).toBeVisible();
  await expect(interviewer.page.getByLabel('Member')).toHaveCount(0);
  await interviewer.close();
});
