// The live preview of the model being typed: its subject and body filled with the site's first
// booking by the service, the unknown fields flagged. The body shows in a sandboxed frame.
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Typography } from 'antd';
import { useDebounced } from '../../entity/useDebounced';
import { documentQueries } from './documents.queries';

export function ModelPreview({ subject, bodyHtml }: { subject: string; bodyHtml: string }) {
  const typed = useDebounced({ subject, bodyHtml });
  const { data, error } = useQuery(documentQueries.preview(typed.subject, typed.bodyHtml));
  const title = data?.bookingCode ? `Aperçu (réservation ${data.bookingCode})` : 'Aperçu';
  return (
    <Card size="small" title={title}>
      {error && <Alert type="error" showIcon message={error.message} />}
      {data?.bookingCode === null && (
        <Alert type="info" showIcon message="Aucune réservation : les champs restent tels qu'écrits." />
      )}
      {data && data.unknownFields.length > 0 && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          message={`Champs inconnus, laissés tels quels : ${data.unknownFields.map((f) => `{{${f}}}`).join(', ')}`}
        />
      )}
      <Typography.Paragraph strong style={{ margin: '8px 0' }} aria-label="Objet de l'aperçu">
        {data?.subject}
      </Typography.Paragraph>
      <iframe
        title="Aperçu du message"
        sandbox=""
        srcDoc={`<!doctype html><meta charset="utf-8"><body style="font-family:sans-serif;font-size:14px">${data?.html ?? ''}</body>`}
        style={{ width: '100%', height: 460, border: '1px solid #f0f0f0' }}
      />
    </Card>
  );
}
