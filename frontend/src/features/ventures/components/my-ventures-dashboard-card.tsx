import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Card, Skeleton, Typography } from 'antd';

import { ButtonLink } from '@/components/button-link';

import { myVenturesQueryOptions } from '../api/list-my-ventures';
import { ventureInstant } from '../venture-dates';

/** The dashboard's 'My Ventures': the check-ins due, each linked to its venture. */
export function MyVenturesDashboardCard() {
  const ventures = useQuery(myVenturesQueryOptions());
  const extra = (
    <ButtonLink to="/ventures" color="primary" variant="solid">
      View Ventures
    </ButtonLink>
  );
  let body;
  if (ventures.isPending) body = <Skeleton active paragraph={{ rows: 1 }} />;
  else if (ventures.isError) body = <Typography.Text type="secondary">Failed to load ventures.</Typography.Text>;
  else if (ventures.data.length === 0) body = <Typography.Text type="secondary">No ventures yet</Typography.Text>;
  else {
    const due = ventures.data.filter((venture) => venture.nextCheckin);
    body =
      due.length === 0 ? (
        <Typography.Text type="secondary">No check-ins due.</Typography.Text>
      ) : (
        <ul aria-label="Check-ins due" style={{ margin: 0, paddingInlineStart: 18 }}>
          {due.map((venture) => (
            <li key={venture.id}>
              <Link to="/ventures/$ventureId" params={{ ventureId: venture.id }}>
                {venture.name}
              </Link>
              {': '}
              {venture.nextCheckin?.overdue ? 'overdue since ' : 'due '}
              {venture.nextCheckin ? ventureInstant(venture.nextCheckin.dueAt) : null}
            </li>
          ))}
        </ul>
      );
  }
  return (
    <Card title="My Ventures" extra={extra}>
      {body}
    </Card>
  );
}
