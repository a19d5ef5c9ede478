import type { ReactNode } from 'react';

import styles from './landing.module.css';

interface LandingSectionProps {
  id: string;
  eyebrow: string;
  title: string;
  children: ReactNode;
}

export function LandingSection({ id, eyebrow, title, children }: LandingSectionProps) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function CardList({ items }: { items: { title: string; text: string }[] }) {
  return (
    <ul className={styles.cards}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          <strong>{item.title}</strong>
          <span>{item.text}</span>
        </li>
      ))}
    </ul>
  );
}
