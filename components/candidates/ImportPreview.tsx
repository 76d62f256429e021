import { stageName } from '@/lib/candidates/candidateRules';
import { AppLink } from '@/components/ui/AppLink';
import type { PlannedImport } from '@/lib/csv/csvImportProtocol';
import { paths } from '@/lib/shared/routes';
import styles from './ImportCandidatesDialog.module.css';

/** The first rows as they will be saved, how many are ready, and every problem listed with its line. */
export function ImportPreview({ plan }: { plan: PlannedImport }) {
  const hidden = plan.problemCount - plan.problems.length;
  return (
    <>
      <p role="status">
        {plan.ready} ready
        {plan.applications > 0 &&
          ` (${plan.applications} of them ${plan.applications === 1 ? 'an application' : 'applications'} of people in TalentFlow to other jobs)`}
        {plan.updates > 0 && `, ${plan.updates} to update`}
        {plan.unchanged > 0 && `, ${plan.unchanged} unchanged`}, {plan.problemCount} with problems
      </p>
      {plan.preview.length > 0 && (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <caption>First rows as they will be saved</caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Stage</th>
                <th scope="col">Job</th>
              </tr>
            </thead>
            <tbody>
              {plan.preview.map((row) => (
                <tr key={row.line}>
                  <td>{row.line}</td>
                  <td>
                    {row.name}
                    {row.application && ' (another application)'}
                  </td>
                  <td>{row.email}</td>
                  <td>{stageName(row.stage)}</td>
                  <td>{row.jobTitle}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {plan.problemCount > 0 && (
        <div className={styles.scroll}>
          <ul aria-label="Problems" className={styles.problems}>
            {plan.problems.map((problem) => (
              <li key={problem.line}>
                Line {problem.line}: {problem.reason}
                {problem.existingId && (
                  <>
                    {' '}
                    (<AppLink href={paths.candidate(problem.existingId)}>open that candidate</AppLink>)
                  </>
                )}
              </li>
            ))}
            {hidden > 0 && <li>and {hidden} more: download the problems to see every one</li>}
          </ul>
        </div>
      )}
    </>
  );
}
