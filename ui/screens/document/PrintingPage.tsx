// /printing/:mailingConfigurationId/:entityType/:entityId/:languageId: the tab a « Imprimer » opens.
// The PDF is the service's answer to the same path under /rest/: the tab goes there, so the
// browser shows it with its own viewer (print, save) and the history keeps no blank page.
import { useParams } from '@tanstack/react-router';
import { Spin } from 'antd';
import { useEffect } from 'react';

export default function PrintingPage() {
  const p: Record<string, string | undefined> = useParams({ strict: false });
  const path = `/rest/printing/${p.mailingConfigurationId}/${p.entityType}/${p.entityId}/${p.languageId}`;
  useEffect(() => window.location.replace(path), [path]);
  return <Spin style={{ display: 'block', margin: 48 }} tip="Préparation du document…" />;
}
