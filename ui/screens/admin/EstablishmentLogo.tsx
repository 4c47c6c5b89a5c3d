// The establishment's logo: shown from getLogo (the record's update time busts the cache) and
// replaced by a multipart upload (field `uploadfile`). The service checks the image's own bytes.
import { UploadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Image, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify, toast } from '../../shell/notify';
import { useUploadLogo } from './establishment.queries';

const maxBytes = 2 * 1024 * 1024;

interface Props {
  hasLogo: boolean;
  /** Changes whenever the logo does (the establishment's updatedAt). */
  version: string;
  isReadOnly: boolean;
}

export function EstablishmentLogo({ hasLogo, version, isReadOnly }: Props) {
  const { t } = useTranslation('admin');
  const upload = useUploadLogo();
  const send = (file: File) => {
    if (file.size > maxBytes) return notify('error', t('establishment.logoTooLarge'));
    upload.mutate(file, { onSuccess: () => toast.saved() });
  };
  return (
    <Card size="small" title={t('establishment.logo')}>
      <Flex vertical gap={8} align="center">
        {hasLogo ? (
          <Image
            src={`/rest/establishment/establishment/getLogo?v=${encodeURIComponent(version)}`}
            alt={t('establishment.logo')}
            preview={false}
            style={{ maxWidth: '100%', maxHeight: 140, objectFit: 'contain' }}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('establishment.noLogo')} />
        )}
        {!isReadOnly && (
          <Upload
            accept=".png,.jpg,.jpeg,.gif,image/png,image/jpeg,image/gif"
            showUploadList={false}
            maxCount={1}
            beforeUpload={(file) => {
              send(file);
              return false;
            }}
          >
            <Button size="small" icon={<UploadOutlined />} loading={upload.isPending}>
              {hasLogo ? t('establishment.replaceLogo') : t('establishment.chooseLogo')}
            </Button>
          </Upload>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('establishment.logoHint')}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
