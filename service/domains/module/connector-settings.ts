// Clicamp, Easycamp and Todocamp: campsite booking platforms connected the same way, so one
// builder. Fields chosen by us (the spec names the screens only): credentials, the partner the
// imported stays are booked for, and what flows each way.
import { z } from 'zod';
import { defineSettings, setting } from '../../settings/definition';

const connectorSchema = z.object({
  isEnabled: setting.bool(false),
  apiUrl: setting.text('', 200),
  login: setting.text('', 80),
  apiKey: setting.text('', 200),
  /** The partner (channel) the imported bookings belong to; 0 = none yet. */
  partnerId: setting.int(0, 0, 1_000_000),
  importBookings: setting.bool(true),
  pushAvailability: setting.bool(true),
  pushPrices: setting.bool(false),
  syncEveryMinutes: setting.int(15, 5, 1440),
});

export function connectorSettings(key: string, title: string) {
  return defineSettings({
    key,
    path: `/admin/module/${key}`,
    title,
    schema: connectorSchema,
    fields: [
      { name: 'isEnabled', label: 'Connexion active', kind: 'bool' },
      { name: 'apiUrl', label: "Adresse de l'API", kind: 'text', maxLength: 200 },
      { name: 'login', label: 'Identifiant', kind: 'text', maxLength: 80 },
      { name: 'apiKey', label: "Clé d'API", kind: 'text', maxLength: 200 },
      { name: 'partnerId', label: 'Numéro du partenaire des réservations importées', kind: 'integer', min: 0 },
      { name: 'importBookings', label: 'Importer les réservations', kind: 'bool' },
      { name: 'pushAvailability', label: 'Envoyer les disponibilités', kind: 'bool' },
      { name: 'pushPrices', label: 'Envoyer les tarifs', kind: 'bool' },
      { name: 'syncEveryMinutes', label: 'Synchronisation toutes les (minutes)', kind: 'integer', min: 5, max: 1440 },
    ],
  });
}
