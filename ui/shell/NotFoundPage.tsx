import { useNavigate } from '@tanstack/react-router';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={
        <>
          <div>{t('notFound.subtitle')}</div>
          <div>{t('notFound.text')}</div>
        </>
      }
      extra={
        <Button type="primary" onClick={() => void navigate({ to: '/home' })}>
          {t('notFound.home')}
        </Button>
      }
    />
  );
}
