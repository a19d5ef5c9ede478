import { Alert, Table, type TableColumnsType } from 'antd';
// antd's search box alone, not the Input index: that one brings TextArea, Password and OTP to the first load.
import Search from 'antd/es/input/Search';

import { USERS_PAGE_SIZE, useUsers, type UserSummary } from '@/api/list-users';
import { RoleBadge } from '@/components/role-badge';
import { formatInViewerZone } from '@/lib/event-dates';

import { userDisplayName } from '../user-display';
import styles from './admin.module.css';
import { UserRoleSelect } from './user-role-select';

const columns: TableColumnsType<UserSummary> = [
  {
    key: 'user',
    title: 'User',
    render: (_, user) => (
      <div className={styles.user}>
        <strong>{userDisplayName(user)}</strong>
        <span className={styles.secondary}>{user.email}</span>
      </div>
    ),
  },
  { key: 'role', title: 'Role', render: (_, user) => <RoleBadge role={user.role} /> },
  { key: 'change', title: 'Change role', render: (_, user) => <UserRoleSelect user={user} /> },
  { key: 'joined', title: 'Joined', render: (_, user) => formatInViewerZone(user.createdAt) },
];

interface UsersTabProps {
  page: number;
  search: string;
  onChange: (patch: { page?: number; search?: string }) => void;
}

/** User Management: server-paged and searched; page and search live in the URL. */
export function UsersTab({ page, search, onChange }: UsersTabProps) {
  const users = useUsers({ page, search });

  return (
    <>
      <div className={styles.toolbar}>
        <Search
          // Re-created when the URL's search changes (back button), so the box shows it.
          key={search}
          defaultValue={search}
          placeholder="Search by name or email"
          aria-label="Search users"
          allowClear
          enterButton="Search"
          maxLength={100}
          onSearch={(value) => onChange({ search: value.trim() || undefined, page: undefined })}
        />
      </div>
      {users.error && <Alert type="error" showIcon title="Failed to load users" description={users.error.message} />}
      <Table<UserSummary>
        rowKey="userId"
        columns={columns}
        dataSource={users.data?.items}
        loading={users.isFetching}
        locale={{ emptyText: search ? 'No users match this search.' : 'No users yet.' }}
        pagination={{
          current: page,
          pageSize: USERS_PAGE_SIZE,
          total: users.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (next) => onChange({ page: next > 1 ? next : undefined }),
        }}
      />
    </>
  );
}
