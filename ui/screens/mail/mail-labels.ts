// How the mail screens name an e-mail's kind and status.
import { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS, type DocumentKind } from '../../../service/domains/document/kinds';
import type { MailStatus } from '../../../service/domains/mail/contract';
import { t } from '../../i18n';

export function kindLabel(kind: string): string {
  if (kind === 'test') return t('mail:history.kinds.test');
  return DOCUMENT_KIND_LABELS[kind as DocumentKind] ?? kind;
}

export const kindChoices = () => [...DOCUMENT_KINDS, 'test'].map((kind) => ({ value: kind, label: kindLabel(kind) }));

export const statusColor: Record<MailStatus, string> = { pending: 'blue', sent: 'green', failed: 'red' };
