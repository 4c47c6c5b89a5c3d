// The user's rights tab: their effective rights in the rights editor, saved as the user's own
// specific rights (which takes them out of every group), F12 validate, Esc quit.
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Alert, Card, Flex, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RightAreaDto, UserDto } from '../../../service/domains/security/contract';
import { FormActions } from '../../entity/FormActions';
import { entityQueries } from '../../entity/queries';
import { useShortcuts } from '../../entity/useShortcuts';
import { toast } from '../../shell/notify';
import { useRight } from '../../shell/rights';
import { RightsEditor } from './RightsEditor';
import { userRightsQueries, useSaveUserRights } from './user-rights.queries';

export function UserRightsPanel({ userId }: { userId: number }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const isReadOnly = !useRight('establishment_access_user_list').canWrite;
  const { data: user } = useQuery(entityQueries.detail('security/user', userId));
  const { data: loaded } = useQuery(userRightsQueries.of(userId));
  const [draft, setDraft] = useState<RightAreaDto[] | null>(null);
  const save = useSaveUserRights(userId);
  const value = draft ?? loaded;

  const quit = () => void navigate({ to: '/admin/user-list' });
  const submit = async () => {
    if (!value || isReadOnly) return;
    const answer = await save.mutateAsync(value).catch(() => undefined);
    if (!answer) return;
    if (answer.status !== 'SAVED') return toast.saveFailed();
    setDraft(null);
    toast.saved();
  };
  useShortcuts({ F12: isReadOnly ? undefined : () => void submit(), Escape: quit });

  if (!value || !user) return <Spin />;
  const detail = user as unknown as UserDto;
  return (
    <Card
      size="small"
      title={t('user.rightsTitle', { login: detail.login })}
      extra={
        <FormActions
          onValidate={isReadOnly ? undefined : () => void submit()}
          validateLabel={t('rights.save')}
          isSaving={save.isPending}
          onQuit={quit}
        />
      }
    >
      <Flex vertical gap={8}>
        {!isReadOnly && <Alert type="warning" showIcon title={t('user.rightsWarning')} />}
        {detail.isAdmin && <Alert type="info" showIcon title={t('user.adminHasAll')} />}
        <RightsEditor value={value} onChange={setDraft} isReadOnly={isReadOnly} />
      </Flex>
    </Card>
  );
}
