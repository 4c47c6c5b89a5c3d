// Sizes and durations as the technician reads them: French decimals.
const oneDecimal = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const megabytes = (bytes: number) => `${oneDecimal.format(bytes / 1e6)} Mo`;
export const seconds = (ms: number) => `${oneDecimal.format(ms / 1000)} s`;
