// Beside a sheet reloaded after a refused save: what this user had changed on the copy they had
// opened, to apply again on the booking as it is now. Kept in the draft until dismissed or saved.
import { Button, Card, Typography } from 'antd';
import type { DraftEdit } from '../../../../service/domains/booking/contract';

interface Props {
  edits: DraftEdit[];
  onDismiss: () => void;
}

export function SetAsideEdits({ edits, onDismiss }: Props) {
  return (
    <Card
      size="small"
      role="region"
      aria-label="Vos modifications à reporter"
      className="sheet-set-aside"
      title="Vos modifications à reporter"
      extra={
        <Button size="small" onClick={onDismiss}>
          Masquer
        </Button>
      }
      style={{ width: 320, flex: 'none', borderColor: '#faad14' }}
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        Votre enregistrement a été refusé : la réservation est rechargée telle qu'elle est maintenant. Voici ce que vous
        aviez modifié ; reportez-le puis enregistrez (F12).
      </Typography.Paragraph>
      <ul style={{ paddingLeft: 18, margin: 0 }}>
        {edits.map((e) => (
          <li key={`${e.where}|${e.text}`}>{e.where ? `${e.where} — ${e.text}` : e.text}</li>
        ))}
      </ul>
    </Card>
  );
}
