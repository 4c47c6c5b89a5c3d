import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUserDto } from '../../service/domains/security/contract';
import { ApiError, api } from '../api/client';
import { returnPath } from './return-path';
import { session } from './session';

interface Credentials {
  login: string;
  password: string;
}

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { next } = useSearch({ from: '/login' });
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  const submit = async (values: Credentials) => {
    setBusy(true);
    setError(null);
    try {
      const { user } = await api<{ user: CurrentUserDto }>('login', { body: values, quiet: true });
      await session.start(user);
      await navigate({ href: returnPath(next) });
    } catch (e) {
      if (e instanceof ApiError && e.status === 429) setError(t('login.throttled'));
      else setError(e instanceof Error ? e.message : t('error.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#eef2ef' }}>
      <Card style={{ width: 340 }} size="default">
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('appName')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('login.title')}</Typography.Paragraph>
        {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 12 }} role="alert" />}
        <Form<Credentials> layout="vertical" onFinish={submit} requiredMark={false} size="middle">
          <Form.Item name="login" label={t('login.login')} rules={[{ required: true, message: 'Saisie obligatoire' }]}>
            <Input prefix={<UserOutlined />} autoFocus autoComplete="username" />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('login.password')}
            rules={[{ required: true, message: 'Saisie obligatoire' }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={isBusy}>
            {t('login.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
