import styles from '@/components/landing-layout/landing.module.css';

const FOOTER_LINKS = [
  { href: '#what', label: 'What' },
  { href: '#who', label: 'Who' },
  { href: '#program', label: 'Program' },
  { href: '#results', label: 'Results' },
  { href: '#why', label: 'Why' },
  { href: '#system', label: 'System' },
  { href: '#apply', label: 'Apply' },
];

export function LandingFooter() {
  return (
    <footer className={styles.footer}>
      <nav className={styles.footerNav} aria-label="Page sections">
        {FOOTER_LINKS.map(({ href, label }) => (
          <a key={href} href={href}>
            {label}
          </a>
        ))}
      </nav>
      <span>© {new Date().getFullYear()} Sprintboard</span>
    </footer>
  );
}
