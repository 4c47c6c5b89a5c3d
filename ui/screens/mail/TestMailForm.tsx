// « Envoyer un test »: one address, sent now with the stored settings; the answer (ok, or the
// server's reason) stays on the screen until the next try.
import { SendOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { messageOf } from '../../entity/form-errors';
import { toast } from '../../shell/notify';
import { useSendTestMail } from './mail.queries';

type Outcome = { type: 'success' | 'error'; text: string };

export function TestMailForm() {
  const { t } = useTranslation('mail');
  const [to, setTo] = useState('');
  const [outcome, setOutcome] = useState<Outcome>();
  const send = useSendTestMail();
  const submit = async () => {
    setOutcome(undefined);
    try {
      await send.mutateAsync(to);
      toast.mailSent();
      setOutcome({ type: 'success', text: t('test.sent', { to }) });
    } catch (error) {
      toast.mailFailed();
      // A refused address says which rule it broke (« L'adresse e-mail du destinataire est obligatoire »).
      const fieldCode = error instanceof ApiError ? error.fields?.to : undefined;
      const text = fieldCode ? messageOf(fieldCode) : error instanceof Error ? error.message : String(error);
      setOutcome({ type: 'error', text });
    }
  };
  return (
    <section aria-label={t('test.title')} style={{ marginTop: 16, maxWidth: 960 }}>
      <Typography.Title level={5}>{t('test.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('test.intro')}</Typography.Paragraph>
      <Form layout="inline" size="small" onFinish={() => void submit()}>
        <Form.Item label={t('test.to')} htmlFor="mail-test-to">
          <Input
            id="mail-test-to"
            type="email"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            style={{ width: 300 }}
          />
        </Form.Item>
        <Space>
          <Button htmlType="submit" icon={<SendOutlined />} loading={send.isPending}>
            {t('test.send')}
          </Button>
        </Space>
      </Form>
      {outcome && <Alert style={{ marginTop: 8 }} showIcon type={outcome.type} title={outcome.text} />}
    </section>
  );
}
