// The demo's towns: the Landes coast around the campsite and the French cities its guests come
// from. Feeds the towns reference list and the customers' addresses (`weight`: how often guests
// come from there). INSEE codes are the commune codes of the Code officiel géographique.

export interface DemoTown {
  readonly name: string;
  readonly postalCode: string;
  readonly insee: string;
  /** Department code ('40', '2A', '974'). */
  readonly department: string;
  readonly weight: number;
}

export const demoTowns: readonly DemoTown[] = [
  // The Landes, around the site
  { name: 'Vieux-Boucau-les-Bains', postalCode: '40480', insee: '40328', department: '40', weight: 1 },
  { name: 'Moliets-et-Maa', postalCode: '40660', insee: '40187', department: '40', weight: 1 },
  { name: 'Messanges', postalCode: '40660', insee: '40179', department: '40', weight: 1 },
  { name: 'Soustons', postalCode: '40140', insee: '40310', department: '40', weight: 2 },
  { name: 'Vielle-Saint-Girons', postalCode: '40560', insee: '40326', department: '40', weight: 1 },
  { name: 'Léon', postalCode: '40550', insee: '40150', department: '40', weight: 1 },
  { name: 'Seignosse', postalCode: '40510', insee: '40296', department: '40', weight: 1 },
  { name: 'Soorts-Hossegor', postalCode: '40150', insee: '40304', department: '40', weight: 1 },
  { name: 'Capbreton', postalCode: '40130', insee: '40065', department: '40', weight: 2 },
  { name: 'Labenne', postalCode: '40530', insee: '40133', department: '40', weight: 1 },
  { name: 'Tarnos', postalCode: '40220', insee: '40312', department: '40', weight: 2 },
  { name: 'Dax', postalCode: '40100', insee: '40088', department: '40', weight: 3 },
  { name: 'Saint-Paul-lès-Dax', postalCode: '40990', insee: '40279', department: '40', weight: 2 },
  { name: 'Mont-de-Marsan', postalCode: '40000', insee: '40192', department: '40', weight: 3 },
  { name: 'Mimizan', postalCode: '40200', insee: '40184', department: '40', weight: 1 },
  { name: 'Biscarrosse', postalCode: '40600', insee: '40046', department: '40', weight: 1 },
  // Neighbouring South-West
  { name: 'Bayonne', postalCode: '64100', insee: '64102', department: '64', weight: 4 },
  { name: 'Biarritz', postalCode: '64200', insee: '64122', department: '64', weight: 3 },
  { name: 'Pau', postalCode: '64000', insee: '64445', department: '64', weight: 5 },
  { name: 'Bordeaux', postalCode: '33000', insee: '33063', department: '33', weight: 14 },
  { name: 'Mérignac', postalCode: '33700', insee: '33281', department: '33', weight: 4 },
  { name: 'Arcachon', postalCode: '33120', insee: '33009', department: '33', weight: 1 },
  { name: 'Agen', postalCode: '47000', insee: '47001', department: '47', weight: 2 },
  { name: 'Périgueux', postalCode: '24000', insee: '24322', department: '24', weight: 2 },
  { name: 'Toulouse', postalCode: '31000', insee: '31555', department: '31', weight: 16 },
  { name: 'Tarbes', postalCode: '65000', insee: '65440', department: '65', weight: 2 },
  // Where summer guests drive down from
  { name: 'Paris', postalCode: '75011', insee: '75056', department: '75', weight: 20 },
  { name: 'Paris', postalCode: '75015', insee: '75056', department: '75', weight: 16 },
  { name: 'Versailles', postalCode: '78000', insee: '78646', department: '78', weight: 4 },
  { name: 'Boulogne-Billancourt', postalCode: '92100', insee: '92012', department: '92', weight: 5 },
  { name: 'Lyon', postalCode: '69003', insee: '69123', department: '69', weight: 10 },
  { name: 'Villeurbanne', postalCode: '69100', insee: '69266', department: '69', weight: 3 },
  { name: 'Nantes', postalCode: '44000', insee: '44109', department: '44', weight: 9 },
  { name: 'Rennes', postalCode: '35000', insee: '35238', department: '35', weight: 6 },
  { name: 'Lille', postalCode: '59000', insee: '59350', department: '59', weight: 7 },
  { name: 'Tours', postalCode: '37000', insee: '37261', department: '37', weight: 4 },
  { name: 'Orléans', postalCode: '45000', insee: '45234', department: '45', weight: 3 },
  { name: 'Poitiers', postalCode: '86000', insee: '86194', department: '86', weight: 3 },
  { name: 'La Rochelle', postalCode: '17000', insee: '17300', department: '17', weight: 3 },
  { name: 'Limoges', postalCode: '87000', insee: '87085', department: '87', weight: 3 },
  { name: 'Clermont-Ferrand', postalCode: '63000', insee: '63113', department: '63', weight: 3 },
  { name: 'Montpellier', postalCode: '34000', insee: '34172', department: '34', weight: 4 },
  { name: 'Marseille', postalCode: '13008', insee: '13055', department: '13', weight: 5 },
  { name: 'Grenoble', postalCode: '38000', insee: '38185', department: '38', weight: 3 },
  { name: 'Strasbourg', postalCode: '67000', insee: '67482', department: '67', weight: 3 },
  { name: 'Dijon', postalCode: '21000', insee: '21231', department: '21', weight: 2 },
  { name: 'Angers', postalCode: '49000', insee: '49007', department: '49', weight: 3 },
  { name: 'Le Mans', postalCode: '72000', insee: '72181', department: '72', weight: 2 },
  { name: 'Caen', postalCode: '14000', insee: '14118', department: '14', weight: 2 },
  { name: 'Rouen', postalCode: '76000', insee: '76540', department: '76', weight: 2 },
  { name: 'Reims', postalCode: '51100', insee: '51454', department: '51', weight: 2 },
  { name: 'Amiens', postalCode: '80000', insee: '80021', department: '80', weight: 2 },
  { name: 'Brest', postalCode: '29200', insee: '29019', department: '29', weight: 2 },
  { name: 'Metz', postalCode: '57000', insee: '57463', department: '57', weight: 2 },
  { name: 'Nancy', postalCode: '54000', insee: '54395', department: '54', weight: 2 },
];
