import { Stat } from '@/components/stat';
import { Panel } from '@/components/panel';

import type { Venture } from '../api/get-venture';
import { formatMoney } from '../money';
import styles from './ventures.module.css';

type Figures = Venture['figures'];

function verifiedLine(verified: number, all: number): string {
  return verified === all ? (all === 0 ? 'None yet' : 'All verified') : `${verified} verified`;
}

function MoneyStat({ title, amounts }: { title: string; amounts: Figures['funding'] }) {
  if (amounts.length === 0) return <Stat title={title} value="—" footer="None yet" />;
  return (
    <Stat
      title={title}
      value={amounts.map((amount) => formatMoney(amount.all, amount.currency)).join(' · ')}
      footer={amounts.map((amount) => `${formatMoney(amount.verified, amount.currency)} verified`).join(' · ')}
    />
  );
}

/** Interviews, design partners, pilots, revenue and funding per currency, each with how much is verified. */
export function VentureFigures({ figures }: { figures: Figures }) {
  const counts: [string, Figures['interviews']][] = [
    ['Interviews', figures.interviews],
    ['Design partners', figures.designPartners],
    ['Pilots', figures.pilots],
  ];
  return (
    <Panel title="Figures">
      <ul className={styles.figures}>
        {counts.map(([title, share]) => (
          <li key={title}>
            <Stat title={title} value={share.all} footer={verifiedLine(share.verified, share.all)} />
          </li>
        ))}
        <li>
          <MoneyStat title="Monthly revenue" amounts={figures.revenue} />
        </li>
        <li>
          <MoneyStat title="Funding" amounts={figures.funding} />
        </li>
      </ul>
    </Panel>
  );
}
