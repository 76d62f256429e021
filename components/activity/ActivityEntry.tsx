import { AppLink } from '@/components/ui/AppLink';
import type { ActivityItem } from '@/lib/activity/activity';
import { activityActor, describeActivity, fieldChanges } from '@/lib/activity/activityDescriptions';
import { formatDateTime } from '@/lib/shared/format';
import { paths } from '@/lib/shared/routes';
import styles from './Activity.module.css';

interface ActivityEntryProps {
  item: ActivityItem;
  jobTitles: ReadonlyMap<string, string>;
  memberNames: ReadonlyMap<string, string>;
}

/** One change: who did what and when, where it happened, and each field's value before and after. */
export function ActivityEntry({ item, jobTitles, memberNames }: ActivityEntryProps) {
  const changes = fieldChanges(item, jobTitles);
  const candidateGone = item.kind === 'candidate' && item.action === 'removed';
  return (
    <li className={styles.entry}>
      <p className={styles.summary}>
        <strong>{activityActor(item)}</strong> {describeActivity(item, memberNames)}
      </p>
      <p className={styles.meta}>
        <time dateTime={item.at}>{formatDateTime(item.at)}</time>
        {item.candidateId && item.candidateName && !candidateGone && (
          <AppLink href={paths.candidate(item.candidateId)}>{item.candidateName}</AppLink>
        )}
        {item.jobId && item.jobTitle && <AppLink href={paths.job(item.jobId)}>{item.jobTitle}</AppLink>}
      </p>
      {changes.length > 0 && (
        <dl className={styles.changes}>
          {changes.map((change) => (
            <div key={change.label}>
              <dt>{change.label}</dt>
              <dd>
                {item.action === 'changed' || item.action === 'merged' ? (
                  <>
                    <del>{change.before}</del> <span aria-hidden="true">→</span>
                    <span className="visually-hidden"> became</span> <ins>{change.after}</ins>
                  </>
                ) : (
                  change.before || change.after
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
