// The password of the identity tab: required for a new user, blank keeps the current one; the
// hint turns into a warning while the typed password is short (3 minimum, under 5 is unsafe).
import { Col, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, PASSWORD_SAFE_LENGTH } from '../../../service/validation/password';

interface Props {
  isNew: boolean;
  isReadOnly: boolean;
  md: number;
}

export function UserPasswordField({ isNew, isReadOnly, md }: Props) {
  const { t } = useTranslation('admin');
  const password = Form.useWatch<string | undefined>('password') ?? '';
  const length = [...password].length;
  const isShort = length > 0 && length < PASSWORD_MIN_LENGTH;
  const isUnsafe = length >= PASSWORD_MIN_LENGTH && length < PASSWORD_SAFE_LENGTH;
  const hint = isNew ? t('user.passwordHintNew') : t('user.passwordHint');
  return (
    <Col xs={24} md={md}>
      <Form.Item
        name="password"
        label={t('user.field.password')}
        required={isNew}
        extra={isShort || isUnsafe ? undefined : hint}
        // A short password is said in the warning colour, in place of the hint.
        help={isShort ? t('user.passwordShort') : isUnsafe ? t('user.passwordUnsafe') : undefined}
        validateStatus={isShort || isUnsafe ? 'warning' : undefined}
      >
        <Input.Password autoComplete="new-password" maxLength={200} disabled={isReadOnly} />
      </Form.Item>
    </Col>
  );
}
