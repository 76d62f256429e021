import { RATING_LABELS, RATINGS, type Rating } from '@/lib/interviews/scorecards';
import styles from './Scorecards.module.css';

interface RatingChoiceProps {
  /** What is rated: the group's name as read out. */
  legend: string;
  /** Keeps this group's radios apart from the others' on the page. */
  name: string;
  value: Rating | undefined;
  onChange: (rating: Rating) => void;
}

/** Strong no / No / Yes / Strong yes, as one radio group. */
export function RatingChoice({ legend, name, value, onChange }: RatingChoiceProps) {
  return (
    <fieldset className={styles.rating}>
      <legend>{legend}</legend>
      {RATINGS.map((rating) => (
        <label key={rating}>
          <input type="radio" name={name} value={rating} checked={value === rating} onChange={() => onChange(rating)} />
          {RATING_LABELS[rating]}
        </label>
      ))}
    </fieldset>
  );
}
