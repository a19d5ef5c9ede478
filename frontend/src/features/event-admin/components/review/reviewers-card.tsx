import { App, Button, Card, Form, Input, Popconfirm, Space, Tag, Typography } from 'antd';

import { WideTable } from '@/components/wide-table';
import { useServerError } from '@/hooks/use-server-error';

import {
  useRemoveReviewer,
  useReviewers,
  useSeatReviewer,
  useWithdrawReviewerInvitation,
  type SeatReviewerOutcome,
} from '../../api/review-setup';

interface ReviewerRow {
  key: string;
  name: string;
  email: string;
  /** Absent for an invitation not accepted yet. */
  userId?: string;
}

const SEATED_TOAST: Record<SeatReviewerOutcome, { title: string; description?: string }> = {
  seated: { title: 'Reviewer added' },
  already_seated: { title: 'Already a reviewer of this event' },
  invited: {
    title: 'Invitation sent',
    description: 'No account uses this email yet: they become a reviewer once they sign up and confirm it.',
  },
  already_invited: { title: 'Already invited', description: 'An invitation to this email is waiting already.' },
};

/** The Review tab's reviewers: staff review every event; others are seated here by exact email. */
export function ReviewersCard({ eventId }: { eventId: string }) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const [form] = Form.useForm<{ email: string }>();
  const reviewers = useReviewers(eventId);
  const seat = useSeatReviewer(eventId);
  const remove = useRemoveReviewer(eventId);
  const withdraw = useWithdrawReviewerInvitation(eventId);

  const rows: ReviewerRow[] = [
    ...(reviewers.data?.reviewers ?? []).map((reviewer) => ({
      key: reviewer.userId,
      name: reviewer.name?.trim() || reviewer.email,
      email: reviewer.email,
      userId: reviewer.userId,
    })),
    ...(reviewers.data?.invitations ?? []).map((invitation) => ({
      key: `invite-${invitation.email}`,
      name: invitation.email,
      email: invitation.email,
    })),
  ];
  const staffCount = reviewers.data?.staffCount;

  const removeRow = (row: ReviewerRow) => {
    const { userId } = row;
    if (userId) {
      remove.mutate(userId, {
        onSuccess: () => notification.success({ title: 'Reviewer removed' }),
        onError: (error) => showServerError(error, { title: 'Failed to remove reviewer' }),
      });
      return;
    }
    withdraw.mutate(row.email, {
      onSuccess: () => notification.success({ title: 'Invitation withdrawn' }),
      onError: (error) => showServerError(error, { title: 'Failed to withdraw the invitation' }),
    });
  };

  return (
    <Card title="Reviewers">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          {staffCount === undefined
            ? 'Admins and organizers (staff) may open any application; Assign Applications gives work to the reviewers seated here.'
            : `Admins and organizers (${staffCount}) may open any application; Assign Applications gives work to the reviewers seated here. Seat anyone by their exact email; an email without an account gets an invitation.`}
        </Typography.Text>
        <Form
          form={form}
          layout="inline"
          aria-label="Add reviewer"
          style={{ rowGap: 8 }}
          onFinish={({ email }) =>
            seat.mutate(email.trim(), {
              onSuccess: ({ outcome }) => {
                form.resetFields();
                notification.success(SEATED_TOAST[outcome]);
              },
              onError: (error) =>
                showServerError(error, { title: 'Failed to add reviewer', form, labels: { email: 'Reviewer email' } }),
            })
          }
        >
          <Form.Item
            name="email"
            label="Reviewer email"
            style={{ flex: '1 1 240px', marginInlineEnd: 8 }}
            rules={[{ required: true, type: 'email', whitespace: true, message: "Enter the reviewer's email address" }]}
          >
            <Input placeholder="grace@example.com" autoComplete="off" />
          </Form.Item>
          <Form.Item style={{ marginInlineEnd: 0 }}>
            <Button type="primary" htmlType="submit" loading={seat.isPending}>
              Add Reviewer
            </Button>
          </Form.Item>
        </Form>
        <WideTable<ReviewerRow>
          label="Reviewers table"
          rowKey="key"
          size="small"
          pagination={false}
          loading={reviewers.isPending}
          dataSource={rows}
          locale={{
            emptyText: reviewers.error ? (
              <Space orientation="vertical">
                <span>Failed to load reviewers</span>
                <Button size="small" onClick={() => void reviewers.refetch()}>
                  Retry
                </Button>
              </Space>
            ) : (
              'No reviewers added yet'
            ),
          }}
          columns={[
            {
              key: 'reviewer',
              title: 'Reviewer',
              render: (_, row) => (
                <div>
                  <div>{row.name}</div>
                  {row.name !== row.email ? <Typography.Text type="secondary">{row.email}</Typography.Text> : null}
                </div>
              ),
            },
            {
              key: 'status',
              title: 'Status',
              render: (_, row) => (row.userId ? <Tag color="green">Active</Tag> : <Tag>Invited</Tag>),
            },
            {
              key: 'actions',
              title: 'Actions',
              render: (_, row) => {
                const busy = row.userId
                  ? remove.isPending && remove.variables === row.userId
                  : withdraw.isPending && withdraw.variables === row.email;
                const verb = row.userId ? 'Remove' : 'Withdraw';
                return (
                  <Popconfirm
                    title={
                      row.userId ? `Remove ${row.name} as a reviewer?` : `Withdraw the invitation of ${row.email}?`
                    }
                    okText={verb}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => removeRow(row)}
                  >
                    <Button size="small" danger aria-label={`${verb} ${row.name}`} loading={busy}>
                      {verb}
                    </Button>
                  </Popconfirm>
                );
              },
            },
          ]}
        />
      </Space>
    </Card>
  );
}
