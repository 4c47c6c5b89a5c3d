// The two commands of /import-v1: simulate the uploaded exports, then import them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportV1Report } from '../../../service/domains/import-v1/contract';
import { api } from '../../api/client';

function send(path: string, files: readonly File[]) {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  return api<ImportV1Report>(path, { body });
}

export function useImportV1DryRun() {
  return useMutation({ mutationFn: (files: readonly File[]) => send('import-v1/dry-run', files) });
}

/** An import adds customers, places and stays everywhere: every cached list is stale afterwards. */
export function useImportV1Apply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (files: readonly File[]) => send('import-v1/apply', files),
    onSuccess: () => client.invalidateQueries(),
  });
}
