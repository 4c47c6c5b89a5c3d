// The three e-mail configuration screens, one click apart: the current one is shown selected.
import { useNavigate } from '@tanstack/react-router';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';

const screens = [
  { path: '/email-configuration', key: 'server' },
  { path: '/email-configuration-grc', key: 'campaigns' },
  { path: '/email-configuration-informations', key: 'info' },
] as const;

export function MailConfigNav({ current }: { current: (typeof screens)[number]['path'] }) {
  const { t } = useTranslation('mail');
  const navigate = useNavigate();
  return (
    <Segmented
      size="small"
      value={current}
      onChange={(path) => void navigate({ to: path })}
      options={screens.map((s) => ({ value: s.path, label: t(`nav.${s.key}`) }))}
    />
  );
}
