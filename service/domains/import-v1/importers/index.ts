// Every file's importer, by file kind, in one table the run walks in the files' order.
import type { ImportV1Kind } from '../contract';
import type { FileImporter } from '../importer';
import { bookingsImporter } from './bookings';
import { customersImporter } from './customers';
import { invoicesImporter, paymentsImporter } from './documents';
import { occupantsImporter } from './occupants';
import { placeTypesImporter } from './place-types';
import { placesImporter } from './places';

export const IMPORTERS: Record<ImportV1Kind, FileImporter<unknown>> = {
  customers: customersImporter,
  placeTypes: placeTypesImporter,
  places: placesImporter,
  bookings: bookingsImporter,
  occupants: occupantsImporter,
  payments: paymentsImporter,
  invoices: invoicesImporter,
};
