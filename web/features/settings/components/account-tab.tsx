import type { ReactNode } from 'react';
import { Flex } from 'antd';
import { Card } from '../../../components/ui/card';
import { Typography } from '../../../components/ui/typography';
import type { UserResponse } from '../../../../modules/identity/contract';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

export interface AccountTabProps {
  user: UserResponse;
  onProfileSaved?: (user: UserResponse) => void;
  /** The logout button; it belongs to the auth feature, so the app layer passes it in. */
  logoutAction?: ReactNode;
}

export function AccountTab({ user, onProfileSaved, logoutAction }: AccountTabProps) {
  return (
    <Flex vertical gap={16}>
      <Card title={<h2 className="cb-card-title">Profile</h2>}>
        <ProfileForm user={user} onSaved={onProfileSaved} />
      </Card>
      <Card title={<h2 className="cb-card-title">Change Password</h2>}>
        <PasswordForm />
      </Card>
      {logoutAction && (
        <Card title={<h2 className="cb-card-title">Session</h2>}>
          <Typography.Paragraph>Sign out of Casebook on this device.</Typography.Paragraph>
          {logoutAction}
        </Card>
      )}
    </Flex>
  );
}
