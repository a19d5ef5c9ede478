import { useState, type ReactNode } from 'react';

import { useProfile } from '@/api/get-profile';
import { ButtonLink } from '@/components/button-link';
import { PageTitle } from '@/components/page-title';

import { AvatarCard } from './avatar-card';
import { ProfileEditForm } from './profile-edit-form';
import { ProfileView } from './profile-view';
import styles from './profile.module.css';
import { RoleCard } from './role-card';

/** `children`: the sections other features add below the role (the email preferences). */
export function ProfilePage({ children }: { children?: ReactNode }) {
  const profile = useProfile();
  const [editing, setEditing] = useState(false);

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <PageTitle>Profile</PageTitle>
        <ButtonLink to="/dashboard">Back to Dashboard</ButtonLink>
      </div>
      {editing ? (
        <ProfileEditForm profile={profile} onDone={() => setEditing(false)} />
      ) : (
        <ProfileView profile={profile} onEdit={() => setEditing(true)} />
      )}
      <AvatarCard profile={profile} />
      <RoleCard role={profile.role} />
      {children}
    </div>
  );
}
