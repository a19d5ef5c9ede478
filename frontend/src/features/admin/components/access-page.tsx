import { Alert } from 'antd';

import { useAccessStatus } from '@/api/get-access-status';
import { PageTitle } from '@/components/page-title';
import { useSession } from '@/lib/session/session';

import styles from './admin.module.css';
import { FirstTimeSetupCard } from './first-time-setup-card';
import { GrantRoleCard } from './grant-role-card';
import { StaffTable } from './staff-table';

/** Open to every signed-in user (First Time Setup exists for when nobody is admin); cards follow the role. */
export function AccessPage() {
  const role = useSession()?.user.role;
  const status = useAccessStatus();
  // The staff list is for admins and organizers.
  const isStaff = role === 'admin' || role === 'organizer';

  return (
    <div className={styles.narrow}>
      <PageTitle>Access Management</PageTitle>
      {status.data?.adminExists === false && <FirstTimeSetupCard />}
      {status.error && (
        <Alert
          type="error"
          showIcon
          title="Could not check whether the platform has an admin"
          description={status.error.message}
        />
      )}
      {role === 'admin' && <GrantRoleCard />}
      {isStaff && <StaffTable />}
      {!isStaff && status.data?.adminExists && (
        <Alert type="info" showIcon title="Only admins and organizers can see and manage who has staff access." />
      )}
    </div>
  );
}
