// Query keys and commands of the document screens (service/domains/document/*-routes.ts): the
// kinds, the models, the live preview, the files, the documents a booking offers and e-mailing one.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BookingDocumentChoice,
  DocumentKindRow,
  DocumentModelDto,
  Preview,
  TranslationItem,
  TranslationsDto,
} from '../../../service/domains/document/contract';
import type { DocumentKind } from '../../../service/domains/document/kinds';
import { api } from '../../api/client';
import { mailQueries } from '../mail/mail.queries';

export interface LanguageChoice {
  id: number;
  name: string;
}

export type DocumentModelEdit = DocumentModelDto & { availableLanguage: LanguageChoice[] };

export const documentQueries = {
  all: ['document'] as const,
  kinds: () =>
    queryOptions({
      queryKey: [...documentQueries.all, 'kinds'] as const,
      queryFn: () => api<DocumentKindRow[]>('document/function-model'),
    }),
  models: (kind: DocumentKind) =>
    queryOptions({
      queryKey: [...documentQueries.all, 'models', kind] as const,
      queryFn: () => api<DocumentModelDto[]>(`document/model?kind=${kind}`),
    }),
  model: (kind: DocumentKind, id: number) =>
    queryOptions({
      queryKey: [...documentQueries.all, 'model', kind, id] as const,
      queryFn: () => api<DocumentModelEdit>(`document/model/edit/${id}?kind=${kind}`),
      staleTime: 0,
    }),
  preview: (subject: string, bodyHtml: string) =>
    queryOptions({
      queryKey: [...documentQueries.all, 'preview', subject, bodyHtml] as const,
      queryFn: () => api<Preview>('document/model/preview', { body: { subject, bodyHtml }, quiet: true }),
      placeholderData: (previous) => previous,
    }),
  translations: () =>
    queryOptions({
      queryKey: [...documentQueries.all, 'translations'] as const,
      queryFn: () => api<TranslationsDto>('document/setting-translate'),
      staleTime: 0,
    }),
  targets: () =>
    queryOptions({
      queryKey: [...documentQueries.all, 'targets'] as const,
      queryFn: () => api<{ id: string; label: string; kinds: string }[]>('document/setting-target'),
    }),
  bookingChoices: (bookingId: number) =>
    queryOptions({
      queryKey: [...documentQueries.all, 'booking', bookingId, 'choices'] as const,
      queryFn: () => api<BookingDocumentChoice[]>(`document/booking/${bookingId}/choices`),
      enabled: bookingId > 0,
    }),
};

/** A command of the document screens: every document query is read again after it. */
function useDocumentCommand<A, R>(call: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: documentQueries.all }),
  });
}

export interface ModelSave {
  id: number;
  kind: DocumentKind;
  languageId: number;
  subject: string;
  bodyHtml: string;
  version: number;
}

export const useSaveModel = () =>
  useDocumentCommand((body: ModelSave) =>
    api<{ status: string; id: number }>('document/model/edit', { body, quietFor: ['STALE_VERSION'] }),
  );

export const useDeleteModel = () =>
  useDocumentCommand((id: number) => api<{ status: string }>(`document/model/delete/${id}`, { method: 'POST' }));

export const useUploadAttachment = () =>
  useDocumentCommand(({ modelId, role, file }: { modelId: number; role: string; file: File }) => {
    const form = new FormData();
    form.append('uploadfile', file, file.name);
    return api<{ status: string; id: number }>(`document/model/${modelId}/attachment/${role}`, { body: form });
  });

export const useRemoveAttachment = () =>
  useDocumentCommand((id: number) =>
    api<{ status: string }>(`document/model/attachment/delete/${id}`, { method: 'POST' }),
  );

export const useSaveTranslations = () =>
  useDocumentCommand((items: TranslationItem[]) =>
    api<{ status: string }>('document/setting-translate', { body: { items } }),
  );

/** E-mails a booking's document; the booking's e-mails (listed by the mail screens) are read again. */
export function useMailBookingDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, kind }: { bookingId: number; kind: DocumentKind }) =>
      api<{ status: string; id: number }>(`document/booking/${bookingId}/mail`, { body: { kind } }),
    onSuccess: (_answer, { bookingId }) =>
      client.invalidateQueries({ queryKey: mailQueries.ofBooking(bookingId).queryKey }),
  });
}
