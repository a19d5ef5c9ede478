import { Link } from '@tanstack/react-router';

const SECTION_LINKS = [
  { href: '#what', label: 'What' },
  { href: '#who', label: 'Who' },
  { href: '#program', label: 'Program' },
  { href: '#results', label: 'Results' },
];

/** The header links of a page laid out as the landing page: its sections, then the events list. */
export function LandingSectionLinks() {
  return (
    <>
      {SECTION_LINKS.map(({ href, label }) => (
        <a key={href} href={href}>
          {label}
        </a>
      ))}
      <Link to="/events">Events</Link>
    </>
  );
}
