// /email-configuration-grc: the sender of campaign (GRC) e-mails, kept for the e-mailing campaigns
// module, which is not built yet: the screen says so under the form.
import { Alert, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { campaignSenderSettings } from '../../../service/domains/mail/settings-definition';
import { SettingsPage } from '../module/SettingsPage';
import { MailConfigNav } from './MailConfigNav';

export function CampaignSenderPage() {
  const { t } = useTranslation('mail');
  return (
    <SettingsPage
      def={campaignSenderSettings}
      path="mail/email-configuration-grc"
      title={
        <Space size={16}>
          {t('campaigns.title')}
          <MailConfigNav current="/email-configuration-grc" />
        </Space>
      }
      notice={<Alert style={{ maxWidth: 960 }} type="info" showIcon title={t('campaigns.notBuilt')} />}
    />
  );
}
