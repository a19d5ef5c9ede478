import { Alert, Table, type TableColumnsType } from 'antd';

import { USERS_PAGE_SIZE, useUsers, type UserSummary } from '@/api/list-users';
import { DateCell } from '@/components/date-cell';
import { FilterSelect } from '@/components/filter-select';
import { RoleBadge } from '@/components/role-badge';
import { TableSearch } from '@/components/table-search';
import { urlTable } from '@/components/url-table';
import { formatInViewerZone } from '@/lib/event-dates';
import { ROLES, roleLabel } from '@/lib/roles';

import {
  DEFAULT_USER_SORT,
  USER_SORT_COLUMNS,
  usersFilter,
  type AdminSearch,
  type UserSortColumn,
} from '../admin-search';
import { userDisplayName } from '../user-display';
import styles from './admin.module.css';
import { UserRoleSelect } from './user-role-select';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: roleLabel(role) }));

type Sortable = ReturnType<typeof urlTable<UserSortColumn, UserSummary>>['sortable'];

const columnsSortedBy = (sortable: Sortable): TableColumnsType<UserSummary> => [
  {
    ...sortable('user'),
    title: 'User',
    render: (_, user) => (
      <div className={styles.user}>
        <strong>{userDisplayName(user)}</strong>
        <span className={styles.secondary}>{user.email}</span>
      </div>
    ),
  },
  { ...sortable('role'), title: 'Role', render: (_, user) => <RoleBadge role={user.role} /> },
  { key: 'change', title: 'Change role', render: (_, user) => <UserRoleSelect user={user} /> },
  {
    ...sortable('joined'),
    title: 'Joined',
    render: (_, user) => <DateCell>{formatInViewerZone(user.createdAt)}</DateCell>,
  },
];

interface UsersTabProps {
  search: AdminSearch;
  onChange: (patch: AdminSearch) => void;
}

/** User Management: searched, filtered by role, sorted and paged by the server; all of it in the URL. */
export function UsersTab({ search, onChange }: UsersTabProps) {
  const users = useUsers(usersFilter(search));
  const table = urlTable<UserSortColumn, UserSummary>({
    columns: USER_SORT_COLUMNS,
    sort: search.userSort,
    defaultSort: DEFAULT_USER_SORT,
    page: search.page,
    pageSize: USERS_PAGE_SIZE,
    total: users.data?.total ?? 0,
    onChange: (next) => onChange({ userSort: next.sort, page: next.page }),
  });
  const filtered = search.search !== undefined || search.userRole !== undefined;

  return (
    <>
      <div className={styles.toolbar}>
        <TableSearch
          value={search.search}
          label="Search users"
          placeholder="Search by name or email"
          onSearch={(text) => onChange({ search: text, page: undefined })}
        />
        <FilterSelect
          label="Filter by role"
          allLabel="All Roles"
          value={search.userRole}
          options={ROLE_OPTIONS}
          onChange={(userRole) => onChange({ userRole, page: undefined })}
        />
      </div>
      {users.error && <Alert type="error" showIcon title="Failed to load users" description={users.error.message} />}
      <Table<UserSummary>
        rowKey="userId"
        columns={columnsSortedBy(table.sortable)}
        dataSource={users.data?.items}
        loading={users.isFetching}
        locale={{ emptyText: filtered ? 'No users match this search.' : 'No users yet.' }}
        pagination={table.pagination}
        onChange={table.onChange}
      />
    </>
  );
}
