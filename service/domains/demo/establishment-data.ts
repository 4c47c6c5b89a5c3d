// The demo establishment: a family-run 4-star campsite behind the dunes of Vieux-Boucau, Landes.
// The SIREN is made up; its VAT number carries the key computed from it, as a real one would.

export const demoEstablishment = {
  corporateName: 'SARL Camping des Pins',
  shortName: 'Camping des Pins',
  legalForm: 'SARL',
  capitalCents: 5_000_000,
  /** 55.30Z: terrains de camping et parcs pour caravanes ou véhicules de loisirs. */
  nafCode: '55.30Z',
  siret: '85214736900018',
  siren: '852147369',
  rcs: 'RCS Dax 852 147 369',
  tradeRegisterNumber: '852 147 369 R.C.S. Dax',
  registrationCity: 'Dax',
  vatNumber: 'FR38852147369',
  address1: '1 allée des Pins',
  address2: 'Route de la Plage Sud',
  postalCode: '40480',
  town: 'Vieux-Boucau-les-Bains',
  /** A number of ARCEP's fiction range (05 36 49 ...): never a real line. */
  phone: '05 36 49 12 40',
  email: 'contact@camping-des-pins.example.com',
  website: 'https://www.camping-des-pins.example.com',
} as const;
