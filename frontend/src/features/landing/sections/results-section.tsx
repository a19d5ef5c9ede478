import { LandingSection } from '@/components/landing-layout/landing-section';
import styles from '@/components/landing-layout/landing.module.css';

const PROOF_FIGURES = [
  { value: '150+', label: 'founders' },
  { value: '50%', label: 'return rate' },
  { value: '50%', label: 'enterprise talent' },
];

export function ResultsSection() {
  return (
    <LandingSection id="results" eyebrow="Results" title="Funded alumni">
      <p className={styles.text}>
        Teams that started in a sprint have gone on to raise funding. Half of our founders come back for another sprint,
        and half bring years of enterprise experience with them.
      </p>
      <div className={styles.proof} aria-labelledby="proof-title">
        <h3 id="proof-title" className={styles.proofTitle}>
          Proof So Far
        </h3>
        <ul className={styles.stats}>
          {PROOF_FIGURES.map((figure) => (
            <li key={figure.label}>
              <strong>{figure.value}</strong> {figure.label}
            </li>
          ))}
        </ul>
      </div>
    </LandingSection>
  );
}
