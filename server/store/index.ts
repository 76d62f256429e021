import type { Store, StoreOptions } from '@/lib/store/store';
import type { Sql } from '../sql';
import { actingSql } from './acting';
import { sqlAssessmentStore } from './assessments';
import { sqlCandidateStore } from './candidates';
import { sqlCareersStore } from './careers';
import { sqlJobStore } from './jobs';
import { sqlInterviewStore } from './interviews';
import { sqlPeopleStore } from './people';
import { sqlMessageStore } from './messages';
import { sqlOfferStore } from './offers';
import { sqlPrivacyStore } from './privacy';

/** The store over PostgreSQL. */
export function sqlStore(plain: Sql, options: StoreOptions = {}): Store {
  const sql = actingSql(plain, options.actor);
  return {
    jobs: sqlJobStore(sql, options),
    candidates: sqlCandidateStore(sql, options),
    assessments: sqlAssessmentStore(sql, options),
    careers: sqlCareersStore(sql, options),
    people: sqlPeopleStore(sql, options),
    interviews: sqlInterviewStore(sql, options),
    privacy: sqlPrivacyStore(sql, options),
    messages: sqlMessageStore(sql, options),
    offers: sqlOfferStore(sql, options),
  };
}
