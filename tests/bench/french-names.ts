// Name and place lists for the seeded customers, most frequent first (roughly INSEE's order), so a
// skewed draw gives a realistic spread: many Martin, few Pasquier.

// biome-ignore format: a packed table reads better than one name a line
export const lastNames = [
  'Martin', 'Bernard', 'Thomas', 'Petit', 'Robert', 'Richard', 'Durand', 'Dubois', 'Moreau', 'Laurent',
  'Simon', 'Michel', 'Lefèvre', 'Leroy', 'Roux', 'David', 'Bertrand', 'Morel', 'Fournier', 'Girard',
  'Bonnet', 'Dupont', 'Lambert', 'Fontaine', 'Rousseau', 'Vincent', 'Muller', 'Lefebvre', 'Faure', 'André',
  'Mercier', 'Blanc', 'Guérin', 'Boyer', 'Garnier', 'Chevalier', 'François', 'Legrand', 'Gauthier', 'Garcia',
  'Perrin', 'Robin', 'Clément', 'Morin', 'Nicolas', 'Henry', 'Roussel', 'Mathieu', 'Gautier', 'Masson',
  'Marchand', 'Duval', 'Denis', 'Dumont', 'Marie', 'Lemaire', 'Noël', 'Meyer', 'Dufour', 'Meunier',
  'Brun', 'Blanchard', 'Giraud', 'Joly', 'Rivière', 'Lucas', 'Brunet', 'Gaillard', 'Barbier', 'Arnaud',
  'Martinez', 'Gérard', 'Roche', 'Renard', 'Schmitt', 'Roy', 'Leroux', 'Colin', 'Vidal', 'Caron',
  'Picard', 'Roger', 'Fabre', 'Aubert', 'Lemoine', 'Renaud', 'Dumas', 'Lacroix', 'Olivier', 'Philippe',
  'Bourgeois', 'Pierre', 'Benoît', 'Rey', 'Leclerc', 'Payet', 'Rolland', 'Leclercq', 'Guillaume', 'Lecomte',
  'Lopez', 'Jean', 'Dupuy', 'Guillot', 'Hubert', 'Berger', 'Carpentier', 'Sanchez', 'Dupuis', 'Moulin',
  'Louis', 'Deschamps', 'Huet', 'Vasseur', 'Perez', 'Boucher', 'Fleury', 'Royer', 'Klein', 'Jacquet',
  'Adam', 'Paris', 'Poirier', 'Marty', 'Aubry', 'Guyot', 'Carré', 'Charles', 'Renault', 'Charpentier',
  'Ménard', 'Maillard', 'Baron', 'Bertin', 'Bailly', 'Hervé', 'Schneider', 'Fernandez', 'Le Gall', 'Collet',
  'Léger', 'Bouvier', 'Julien', 'Prévost', 'Millet', 'Perrot', 'Daniel', 'Le Roux', 'Cousin', 'Germain',
  'Breton', 'Besson', 'Langlois', 'Rémy', 'Le Goff', 'Pelletier', 'Lévêque', 'Perrier', 'Leblanc', 'Barré',
  'Lebrun', 'Marchal', 'Weber', 'Mallet', 'Hamon', 'Boulanger', 'Jacob', 'Monnier', 'Michaud', 'Rodriguez',
  'Guichard', 'Gillet', 'Étienne', 'Grondin', 'Poulain', 'Tessier', 'Chevallier', 'Collin', 'Chauvin', 'Da Silva',
  'Bouchet', 'Gay', 'Lemaître', 'Bénard', 'Maréchal', 'Humbert', 'Reynaud', 'Antoine', 'Hoarau', 'Perret',
  'Barthélemy', 'Cordier', 'Pichon', 'Lejeune', 'Gilbert', 'Lamy', 'Delaunay', 'Pasquier', 'Carlier', "D'Almeida",
];

// biome-ignore format: a packed table reads better than one name a line
export const maleFirstNames = [
  'Jean', 'Pierre', 'Michel', 'Philippe', 'Alain', 'Nicolas', 'Christophe', 'Patrick', 'Stéphane', 'Laurent',
  'Frédéric', 'Éric', 'David', 'Julien', 'Sébastien', 'Thomas', 'Olivier', 'Lucas', 'Hugo', 'Louis',
  'Gabriel', 'Arthur', 'Jules', 'Raphaël', 'Adam', 'Léo', 'Nathan', 'Théo', 'Tom', 'Enzo',
  'Mathis', 'Maxime', 'Antoine', 'Alexandre', 'Quentin', 'Romain', 'Guillaume', 'Kévin', 'Clément', 'Benjamin',
  'Vincent', 'Mickaël', 'Jérôme', 'Thierry', 'Bernard', 'Gérard', 'Daniel', 'Jacques', 'Yves', 'Bruno',
];

// biome-ignore format: a packed table reads better than one name a line
export const femaleFirstNames = [
  'Marie', 'Nathalie', 'Isabelle', 'Catherine', 'Sylvie', 'Françoise', 'Christine', 'Sandrine', 'Valérie', 'Céline',
  'Véronique', 'Anne', 'Monique', 'Martine', 'Sophie', 'Camille', 'Léa', 'Manon', 'Chloé', 'Emma',
  'Inès', 'Jade', 'Louise', 'Alice', 'Lina', 'Léna', 'Zoé', 'Aurélie', 'Émilie', 'Audrey',
  'Élodie', 'Caroline', 'Delphine', 'Virginie', 'Stéphanie', 'Laetitia', 'Claire', 'Hélène', 'Pauline', 'Mathilde',
  'Margaux', 'Agnès', 'Brigitte', 'Chantal', 'Josiane', 'Odile', 'Dominique', 'Juliette', 'Charlotte', 'Anaïs',
];

export const companyForms = ['SARL {}', '{} et Fils', 'Ets {}', 'Transports {}', 'Camping-Cars {}', 'Famille {}'];

/** [postal code, town] */
// biome-ignore format: a packed table reads better than one name a line
export const towns: readonly (readonly [string, string])[] = [
  ['75011', 'Paris'], ['69003', 'Lyon'], ['13008', 'Marseille'], ['31000', 'Toulouse'], ['44000', 'Nantes'],
  ['33000', 'Bordeaux'], ['59000', 'Lille'], ['35000', 'Rennes'], ['67000', 'Strasbourg'], ['34000', 'Montpellier'],
  ['38000', 'Grenoble'], ['21000', 'Dijon'], ['49000', 'Angers'], ['37000', 'Tours'], ['63000', 'Clermont-Ferrand'],
  ['87000', 'Limoges'], ['74000', 'Annecy'], ['17000', 'La Rochelle'], ['56000', 'Vannes'], ['29000', 'Quimper'],
  ['29200', 'Brest'], ['14000', 'Caen'], ['76000', 'Rouen'], ['80000', 'Amiens'], ['51100', 'Reims'],
  ['57000', 'Metz'], ['54000', 'Nancy'], ['25000', 'Besançon'], ['45000', 'Orléans'], ['86000', 'Poitiers'],
  ['64000', 'Pau'], ['64100', 'Bayonne'], ['66000', 'Perpignan'], ['30000', 'Nîmes'], ['84000', 'Avignon'],
  ['83000', 'Toulon'], ['06000', 'Nice'], ['73000', 'Chambéry'], ['42000', 'Saint-Étienne'], ['72000', 'Le Mans'],
];

// biome-ignore format: a packed table reads better than one name a line
export const streets = [
  'rue de la République', 'avenue Jean Jaurès', 'rue Victor Hugo', "place de l'Église", 'chemin des Vignes',
  'rue du Moulin', 'allée des Tilleuls', 'boulevard Gambetta', 'rue Pasteur', 'impasse des Lilas',
];

export const mailDomains = ['orange.fr', 'gmail.com', 'free.fr', 'laposte.net', 'sfr.fr', 'wanadoo.fr', 'yahoo.fr'];
