import styles from './Notice.module.css';

export interface FieldProblem {
  /** What the person calls the field: its label or question. */
  field: string;
  problem: string;
}

/**
 * The problems a submit found, each naming its field, at the top of the form and announced: a
 * person zoomed in, or listening, learns of them without finding each field first.
 */
export function ErrorSummary({ problems, intro }: { problems: FieldProblem[]; intro?: string }) {
  if (problems.length === 0) return null;
  const count = problems.length === 1 ? 'One answer needs' : `${problems.length} answers need`;
  return (
    <div role="alert" className={styles.notice}>
      <div>
        <p className={styles.message}>{intro ?? `${count} attention before sending:`}</p>
        <ul className={styles.list}>
          {problems.map(({ field, problem }) => (
            <li key={field}>
              {field}: {problem}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
