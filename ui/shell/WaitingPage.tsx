import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

export default function WaitingPage() {
  const { t } = useTranslation();
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Spin size="large" description={t('waiting')} />
    </div>
  );
}
