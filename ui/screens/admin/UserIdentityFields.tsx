// The user's identity tab: who they are, their password, their flags and groups. A flag the
// signed-in user does not hold cannot be granted or withdrawn by them (the service refuses it too).
import { Checkbox, Col, Flex, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldItem } from '../../entity/EntityFields';
import { useSession } from '../../shell/session';
import { UserPasswordField } from './UserPasswordField';
import type { UserFields } from './user-ui';

interface Props {
  fields: UserFields;
  item: Record<string, unknown>;
  isReadOnly: boolean;
}

const flags = ['isActive', 'isAdmin', 'isSysteme', 'isTechnical', 'isTestAccount'] as const;

export function UserIdentityFields({ fields: f, item, isReadOnly }: Props) {
  const { t } = useTranslation('admin');
  const me = useSession().user;
  const common = { item, isReadOnly };
  const isLocked = (flag: (typeof flags)[number]) =>
    isReadOnly || (flag === 'isAdmin' && !me?.admin) || (flag === 'isSysteme' && !me?.systeme);
  const groups = item.hasSpecificRights ? { ...f.groupIds, hint: t('user.specificRightsHint') } : f.groupIds;
  return (
    <>
      <Row gutter={12}>
        <FieldItem field={f.login} md={6} {...common} />
        <FieldItem field={f.name} md={9} {...common} />
        <FieldItem field={f.email} md={9} {...common} />
      </Row>
      <Row gutter={12}>
        <UserPasswordField isNew={item.id === 0} isReadOnly={isReadOnly} md={9} />
        <FieldItem field={{ ...f.concurrentAccessCount, min: 0, max: 99 }} md={6} {...common} />
      </Row>
      <Row gutter={12}>
        <Col span={24}>
          <Form.Item label={t('user.flags')}>
            <Flex gap={20} wrap>
              {flags.map((flag) => (
                <Form.Item key={flag} name={flag} valuePropName="checked" noStyle>
                  <Checkbox disabled={isLocked(flag)}>{f[flag].label}</Checkbox>
                </Form.Item>
              ))}
            </Flex>
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <FieldItem field={groups} md={15} {...common} />
      </Row>
    </>
  );
}
