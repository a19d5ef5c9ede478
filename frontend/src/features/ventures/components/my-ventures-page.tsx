import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Skeleton } from 'antd';

import { PageTitle } from '@/components/page-title';

import { myVenturesQueryOptions } from '../api/list-my-ventures';
import { VentureCard } from './venture-card';
import styles from './ventures.module.css';

function Body() {
  const ventures = useQuery(myVenturesQueryOptions());
  if (ventures.isPending) return <Skeleton active aria-label="Loading ventures" />;
  if (ventures.isError) return <Alert type="error" title="Failed to load ventures." showIcon />;
  if (ventures.data.length === 0) {
    return (
      <Empty
        description={
          <>
            <strong>No ventures yet</strong>
            <br />A venture starts when your team submits a project to a sprint.
          </>
        }
      />
    );
  }
  return (
    <ul className={styles.grid} aria-label="My Ventures">
      {ventures.data.map((venture) => (
        <li key={venture.id}>
          <VentureCard venture={venture} />
        </li>
      ))}
    </ul>
  );
}

export function MyVenturesPage() {
  return (
    <div className={styles.page}>
      <PageTitle>My Ventures</PageTitle>
      <Body />
    </div>
  );
}
