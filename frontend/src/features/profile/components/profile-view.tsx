import { Avatar, Button, Card, Descriptions, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';

import { fileIdOfUrl, useFileImageUrl } from '@/api/file-preview';
import type { Profile } from '@/api/get-profile';
import { RoleBadge } from '@/components/role-badge';

import styles from './profile.module.css';

function notProvided(): ReactNode {
  return <Typography.Text type="secondary">Not provided</Typography.Text>;
}

function externalLink(url: string | null): ReactNode {
  if (!url) return notProvided();
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {url}
    </a>
  );
}

export function ProfileView({ profile, onEdit }: { profile: Profile; onEdit: () => void }) {
  const displayName = profile.name || profile.email;
  // The uploaded avatar is shown instead of the avatar URL; its bytes need the session's token.
  const uploadedAvatar = useFileImageUrl(fileIdOfUrl(profile.avatarFileUrl));
  const avatarSrc = profile.avatarFileUrl ? uploadedAvatar : (profile.avatarUrl ?? undefined);

  return (
    <Card
      title="Your profile"
      extra={
        <Button type="primary" onClick={onEdit}>
          Edit
        </Button>
      }
    >
      <div className={styles.identity}>
        <Avatar size={64} src={avatarSrc} alt="">
          {displayName.charAt(0).toUpperCase()}
        </Avatar>
        <div>
          <h2>{displayName}</h2>
          <Typography.Text type="secondary">{profile.email}</Typography.Text> <RoleBadge role={profile.role} />
        </div>
      </div>
      <Descriptions
        column={1}
        bordered
        items={[
          { key: 'firstName', label: 'First name', children: profile.firstName || notProvided() },
          { key: 'lastName', label: 'Last name', children: profile.lastName || notProvided() },
          { key: 'location', label: 'Location', children: profile.location || notProvided() },
          {
            key: 'bio',
            label: 'Bio',
            children: profile.bio ? <p className={styles.bio}>{profile.bio}</p> : notProvided(),
          },
          {
            key: 'skills',
            label: 'Skills',
            children:
              profile.skills.length > 0
                ? profile.skills.map((skill) => (
                    <Tag key={skill} color="geekblue">
                      {skill}
                    </Tag>
                  ))
                : notProvided(),
          },
          { key: 'github', label: 'GitHub', children: externalLink(profile.githubUrl) },
          { key: 'linkedin', label: 'LinkedIn', children: externalLink(profile.linkedinUrl) },
          { key: 'portfolio', label: 'Portfolio', children: externalLink(profile.portfolioUrl) },
          { key: 'avatar', label: 'Avatar URL', children: externalLink(profile.avatarUrl) },
        ]}
      />
    </Card>
  );
}
