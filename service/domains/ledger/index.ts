export { appendChained, type ChainBreak, type ChainReport, chainHead, rowHash, rowHasher, verifyChain } from './chain';
export { recordTechEvent, type TechEvent } from './journal';
export { searchTechEvents } from './journal-search';
export { CHAINS } from './money-chains';
export { ledgerRoutes } from './routes';
export { verifyDoubleBill, verifyDueBill, verifyLedger, verifyTicketsPayment } from './verify';
