import { Link, useLocation } from '@tanstack/react-router';
import { Dropdown } from 'antd';

import type { StaffNavItem } from '@/lib/staff-nav';

import styles from './app-header.module.css';

/** The header's Admin entry: a menu of the staff screens the signed-in role may open. */
export function StaffMenu({ items }: { items: StaffNavItem[] }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const onStaffScreen = items.some((item) => pathname === item.path || pathname.startsWith(`${item.path}/`));

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: items.map((item) => ({ key: item.path, label: <Link to={item.path}>{item.label}</Link> })),
        selectedKeys: items.filter((item) => item.path === pathname).map((item) => item.path),
      }}
    >
      <button type="button" className={`${styles.menuTrigger} ${onStaffScreen ? styles.active : ''}`}>
        Admin <span aria-hidden="true">▾</span>
      </button>
    </Dropdown>
  );
}
