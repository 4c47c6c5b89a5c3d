// /document-setting/:documentSettingTargetId: one target's settings on the one settings screen.
import { useParams } from '@tanstack/react-router';
import { Alert } from 'antd';
import { DOCUMENT_TARGETS } from '../../../service/domains/document/setting-targets';
import { SettingsPage } from '../module/SettingsPage';

export default function SettingTargetPage() {
  const params: Record<string, string | undefined> = useParams({ strict: false });
  const target = DOCUMENT_TARGETS.find((t) => t.id === params.documentSettingTargetId);
  if (!target) return <Alert type="error" showIcon message="Document inconnu" />;
  return <SettingsPage key={target.id} def={target.settings} path={`document/setting/${target.settings.key}`} />;
}
