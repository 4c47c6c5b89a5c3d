// Clicamp, Easycamp and Todocamp: campsite booking platforms connected the same way, so one
// builder. Fields chosen by us (the spec names the screens only): credentials, the partner the
// imported stays are booked for, and what flows each way.
import { defineSettings, field } from '../../settings/definition';
import { NOT_BUILT } from '../../settings/not-built';

export function connectorSettings(key: string, title: string) {
  return defineSettings({
    key,
    path: `/admin/module/${key}`,
    title,
    notBuilt: NOT_BUILT.connectors,
    fields: {
      isEnabled: field.bool('Connexion active', false),
      apiUrl: field.text("Adresse de l'API", '', 200),
      login: field.text('Identifiant', '', 80),
      apiKey: field.text("Clé d'API", '', 200),
      /** The partner (channel) the imported bookings belong to; 0 = none yet. */
      partnerId: field.int('Numéro du partenaire des réservations importées', 0, 0, 1_000_000),
      importBookings: field.bool('Importer les réservations', true),
      pushAvailability: field.bool('Envoyer les disponibilités', true),
      pushPrices: field.bool('Envoyer les tarifs', false),
      syncEveryMinutes: field.int('Synchronisation toutes les (minutes)', 15, 5, 1440),
    },
  });
}
