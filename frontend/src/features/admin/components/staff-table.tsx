import { Alert, Table, type TableColumnsType } from 'antd';

import { Panel } from '@/components/panel';
import { RoleBadge } from '@/components/role-badge';

import { useStaff, type StaffMember } from '../api/list-staff';
import styles from './admin.module.css';

const columns: TableColumnsType<StaffMember> = [
  // An address is one long word: it breaks anywhere rather than widening the table past a phone.
  { key: 'email', title: 'Email', dataIndex: 'email', className: styles.email },
  { key: 'role', title: 'Role', render: (_, member) => <RoleBadge role={member.role} /> },
];

/** For admins and organizers (the server refuses everyone else). */
export function StaffTable() {
  const staff = useStaff();

  return (
    <Panel title="Current Administrators & Organizers">
      {staff.error ? (
        <Alert type="error" showIcon title="Failed to load admins" description={staff.error.message} />
      ) : (
        <Table<StaffMember>
          rowKey="userId"
          columns={columns}
          dataSource={staff.data}
          loading={staff.isPending}
          pagination={false}
          locale={{ emptyText: 'No administrators found' }}
        />
      )}
    </Panel>
  );
}
