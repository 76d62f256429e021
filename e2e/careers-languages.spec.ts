import { storedCandidates } from './support/candidates';
import { isOpen, type StoredJob } from './support/careers';
import { answerDialogs, expect, gotoApp, readStore, test } from './support/fixtures';
import { sentOfferOpened } from './support/offers';

test.describe('from a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('the careers page, the apply form and the assessment read in French; the job’s own words stay as written; German chosen is kept', async ({
    page,
  }) => {
    await gotoApp(page, '/careers');
    const jobs = (await readStore<StoredJob>(page, 'jobs')).filter(isOpen);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Postes ouverts');
    await expect(page.getByRole('status')).toHaveText(`${jobs.length} postes ouverts`);
    await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');

    const job = jobs.find((each) => each.id === 'job-1')!;
    await page.getByRole('searchbox', { name: 'Rechercher parmi les postes ouverts' }).fill(job.title);
    await page.getByRole('link', { name: job.title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
    await expect(page.getByRole('link', { name: 'Tous les postes ouverts' })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Contrat' }).first()).toBeVisible();

    const form = page.getByRole('form', { name: 'Postuler' });
    await form.getByRole('button', { name: 'Envoyer ma candidature' }).click();
    await expect(form.getByRole('alert')).toContainText('2 réponses demandent votre attention avant l’envoi :');
    await expect(form.getByLabel('Nom complet')).toBeFocused();
    await expect(form.getByText('Saisissez votre nom complet')).toHaveCount(2);
    await form.getByLabel('Nom complet').fill('Amélie Poulain');
    await form.getByLabel('E-mail').fill('amelie@');
    await form.getByLabel('Téléphone (facultatif)').fill('abc');
    await form.getByRole('button', { name: 'Envoyer ma candidature' }).click();
    await expect(form.getByRole('alert')).toContainText('2 réponses demandent');
    await expect(form.getByText('Saisissez une adresse e-mail valide')).toHaveCount(2);
    await expect(form.getByText('Saisissez un numéro de téléphone', { exact: false })).toHaveCount(2);
    // A refusal keeps what was typed.
    await expect(form.getByLabel('Nom complet')).toHaveValue('Amélie Poulain');
    await form.getByLabel('E-mail').fill('amelie.poulain@example.fr');
    await form.getByLabel('Téléphone (facultatif)').fill('+33 1 23 45 67 89');
    await form.getByRole('button', { name: 'Envoyer ma candidature' }).dblclick();
    await expect(page.getByRole('heading', { name: 'Candidature reçue' })).toBeFocused();
    await expect(page.getByText('Merci, Amélie Poulain. L’équipe de recrutement vous contactera')).toBeVisible();
    const applied = (await storedCandidates(page)).filter((each) => each.email === 'amelie.poulain@example.fr');
    expect(applied).toHaveLength(1);

    await page.getByRole('link', { name: 'Commencer l’évaluation' }).click();
    await expect(page.getByText('Vos réponses sont conservées dans ce navigateur', { exact: false })).toBeVisible();
    const dialogs = answerDialogs(page);
    await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
    await expect
      .poll(() => dialogs)
      .toEqual(['alert: Veuillez répondre à toutes les questions obligatoires avant l’envoi.']);
    await expect(page.getByText('Cette question demande une réponse').first()).toBeVisible();

    // The reader's choice wins over the browser's, here and on later visits.
    await page.getByRole('combobox', { name: 'Langue' }).selectOption('Deutsch');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('button', { name: 'Absenden', exact: true })).toBeVisible();
    await expect(page.getByText('Diese Frage braucht eine Antwort').first()).toBeVisible();
    await gotoApp(page, '/careers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offene Stellen');
    await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    // The recruiters' screens stay in the product's English.
    await gotoApp(page, `/candidates/${applied[0]!.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Applied through the careers page');
  });
});

test('a candidate reads an offer in Spanish, chosen by keyboard on the offer’s page, and accepts it there', async ({
  page,
  context,
}) => {
  const { candidate, applicant } = await sentOfferOpened(page, context, 'Bob Okafor');
  await expect(applicant.getByRole('heading', { level: 1 })).toHaveText(/ at TalentFlow$/);
  await applicant.getByRole('combobox', { name: 'Language' }).focus();
  await applicant.keyboard.press('ArrowDown');
  await applicant.keyboard.press('ArrowDown');
  await expect(applicant.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
  await expect(applicant.getByRole('heading', { level: 1 })).toHaveText(/ en TalentFlow$/);
  // The letter is the team's own words.
  await expect(applicant.getByText(`Dear ${candidate.name},`)).toBeVisible();
  const terms = applicant.getByRole('definition');
  await expect(terms.nth(0)).toHaveText('65.000 EUR');
  await expect(terms.nth(1)).toHaveText('1/3/2027');
  const accept = applicant.getByRole('form', { name: 'Aceptar la oferta' });
  await accept.getByLabel(/^Escribe tu nombre completo para firmar/).fill(candidate.name);
  await accept.getByRole('button', { name: 'Aceptar la oferta' }).dblclick();
  await expect(applicant.getByRole('heading', { name: 'Oferta aceptada' })).toBeFocused();
  await expect(applicant.getByText(/^Respondiste el /)).toBeVisible();
  await expect
    .poll(async () => (await storedCandidates(page)).find((each) => each.id === candidate.id)?.stage)
    .toBe('hired');
});
