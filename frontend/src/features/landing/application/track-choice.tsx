import { TRACKS, type TrackId } from '../tracks';
import styles from './application-form.module.css';

interface TrackChoiceProps {
  /** Prefix of the radio ids; the first radio's id is `${idPrefix}-discovery`. */
  idPrefix: string;
  value: TrackId | '';
  onChange: (track: TrackId) => void;
  error?: string;
}

export function TrackChoice({ idPrefix, value, onChange, error }: TrackChoiceProps) {
  const legendId = `${idPrefix}-legend`;
  const errorId = `${idPrefix}-error`;
  return (
    <fieldset
      className={styles.field}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-required
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend id={legendId} className={`${styles.label} ${styles.legend}`}>
        Track
      </legend>
      <div className={styles.trackOptions}>
        {TRACKS.map((track) => (
          <label key={track.id} className={value === track.id ? `${styles.track} ${styles.trackChosen}` : styles.track}>
            <input
              type="radio"
              id={`${idPrefix}-${track.id}`}
              name={idPrefix}
              value={track.id}
              checked={value === track.id}
              onChange={() => onChange(track.id)}
              required
            />
            <span>
              <strong>{track.label}</strong>
              <span className={styles.hint}>{track.summary}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
