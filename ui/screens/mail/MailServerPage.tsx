// /email-configuration: the SMTP server and the sender of the site's e-mails (functionality
// document_email_email_configuration). The stored password is never shown: a blank field keeps it.
// Under the form, « Envoyer un test ».
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Form, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { mailServerSettings, SMTP_SECURITIES } from '../../../service/domains/mail/settings-definition';
import { EntityFields } from '../../entity/EntityFields';
import { SingleFormPage } from '../../entity/SingleFormPage';
import type { FieldDef } from '../../entity/types';
import { useRight } from '../../shell/rights';
import { MailConfigNav } from './MailConfigNav';
import { mailQueries, useSaveMailSettings } from './mail.queries';
import { TestMailForm } from './TestMailForm';

/** What the form checks before sending: the settings' own schema, the password left out when blank. */
const formSchema = mailServerSettings.schema
  .extend({ password: z.string().max(200, { error: 'TOO_LONG' }).optional(), clearPassword: z.boolean().optional() })
  .transform(({ password, ...rest }) => (password ? { ...rest, password } : rest));

export function MailServerPage() {
  const { t } = useTranslation('mail');
  const { data } = useQuery(mailQueries.settings());
  const save = useSaveMailSettings();
  const canWrite = useRight('document_email_email_configuration').canWrite;
  const item = useMemo(
    () =>
      data && {
        ...data,
        password: '',
        clearPassword: false,
        availableSecurity: SMTP_SECURITIES.map((id) => ({ id, label: t(`server.securities.${id}`) })),
      },
    [data, t],
  );
  const server: FieldDef[] = [
    { name: 'host', label: t('server.host'), kind: 'text', maxLength: 253, hint: t('server.hostHint') },
    { name: 'port', label: t('server.port'), kind: 'integer', min: 1, max: 65535 },
    { name: 'security', label: t('server.security'), kind: 'select', choices: 'availableSecurity' },
    { name: 'user', label: t('server.user'), kind: 'text', maxLength: 254 },
  ];
  const sender: FieldDef[] = [
    { name: 'senderName', label: t('server.senderName'), kind: 'text', maxLength: 100 },
    { name: 'senderAddress', label: t('server.senderAddress'), kind: 'email', maxLength: 254 },
    { name: 'replyTo', label: t('server.replyTo'), kind: 'email', maxLength: 254 },
    { name: 'bcc', label: t('server.bcc'), kind: 'email', maxLength: 254 },
  ];
  return (
    <SingleFormPage
      title={
        <Space size={16}>
          {t('server.title')}
          <MailConfigNav current="/email-configuration" />
        </Space>
      }
      functionality="document_email_email_configuration"
      item={item}
      schema={formSchema}
      save={save}
      toBody={(values) => values}
      fields={({ item: loaded, isReadOnly }) => (
        <>
          <EntityFields
            fields={[
              ...server,
              {
                name: 'password',
                label: t('server.password'),
                kind: 'password',
                maxLength: 200,
                hint: loaded.hasPassword ? t('server.passwordStored') : t('server.passwordNone'),
              },
            ]}
            item={loaded}
            isReadOnly={isReadOnly}
          />
          {loaded.hasPassword && (
            <Form.Item name="clearPassword" valuePropName="checked">
              <Checkbox disabled={isReadOnly}>{t('server.clearPassword')}</Checkbox>
            </Form.Item>
          )}
          <EntityFields fields={sender} item={loaded} isReadOnly={isReadOnly} />
        </>
      )}
    >
      {() => canWrite && <TestMailForm />}
    </SingleFormPage>
  );
}
