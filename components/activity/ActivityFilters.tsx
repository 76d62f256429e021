import type { inferParserType } from 'nuqs';
import { JobSelect } from '@/components/jobs/JobSelect';
import { Button } from '@/components/ui/Button';
import page from '@/components/ui/Page.module.css';
import type { Member } from '@/lib/people/members';
import type { activityView } from '@/lib/client/viewParams';
import type { Job } from '@/lib/shared/types';
import styles from './Activity.module.css';

type View = inferParserType<typeof activityView>;

interface ActivityFiltersProps {
  view: View;
  /** Whether the member may see everyone's changes, and so pick whose. */
  everyone: boolean;
  jobs: Map<string, Job> | undefined;
  members: Member[] | undefined;
  /** The filtered candidate's name, once an entry about them has told it. */
  candidateName: string | null | undefined;
  onChange: (change: Partial<Omit<View, 'page'>>) => void;
}

/** Whose changes, on which job or candidate, between which days. */
export function ActivityFilters({ view, everyone, jobs, members, candidateName, onChange }: ActivityFiltersProps) {
  return (
    <div className={page.toolbar}>
      {everyone && (
        <label className={page.inlineLabel}>
          Member
          <select value={view.member} onChange={(event) => onChange({ member: event.target.value })}>
            <option value="">Everyone</option>
            {members?.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <JobSelect
        jobs={jobs}
        value={view.job}
        onChange={(job) => onChange({ job })}
        emptyOption="All jobs"
        className={page.inlineLabel}
      />
      <label className={page.inlineLabel}>
        From
        <input
          type="date"
          value={view.from}
          max={view.to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </label>
      <label className={page.inlineLabel}>
        To
        <input
          type="date"
          value={view.to}
          min={view.from || undefined}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </label>
      {view.candidate && (
        <p className={styles.chosen}>
          Candidate: {candidateName ?? 'the one chosen'}
          <Button size="small" onClick={() => onChange({ candidate: '' })}>
            Every candidate
          </Button>
        </p>
      )}
    </div>
  );
}
