import { Link } from '@tanstack/react-router';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

export default function NotFoundPage() {
  const { t } = useTranslation();
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
        <Link to="/home">
          <Button type="primary">{t('notFound.home')}</Button>
        </Link>
      }
    />
  );
}
