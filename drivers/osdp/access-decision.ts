// Whether a card opens the barrier. The service decides; when it cannot (it throws or does not
// answer in time) the fail-safe mode decides instead: `stay-closed` refuses every card,
// `cached-codes` lets in the cards of the last allow-list the service handed over.

export type Decision = 'allow' | 'deny';
export type FailSafeMode = 'stay-closed' | 'cached-codes';

export interface ReaderRef {
  name: string;
  address: number;
}

export type DecideAccess = (reader: ReaderRef, card: string) => Promise<Decision>;

export interface AccessDecisionOptions {
  decide: DecideAccess;
  timeoutMs: number;
  failSafe: FailSafeMode;
}

export interface DecisionOutcome {
  decision: Decision;
  /** `fail-safe` when the service's answer was missing and the fail-safe mode decided. */
  by: 'service' | 'fail-safe';
}

export interface AccessDecision {
  decide(reader: ReaderRef, card: string): Promise<DecisionOutcome>;
  /** Replaces the allow-list used in `cached-codes` mode (the service refreshes it). */
  setCachedCodes(codes: Iterable<string>): void;
}

export function createAccessDecision(options: AccessDecisionOptions): AccessDecision {
  let cached = new Set<string>();

  function withTimeout(answer: Promise<Decision>): Promise<Decision> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no access decision in time')), options.timeoutMs);
    });
    return Promise.race([answer, late]).finally(() => clearTimeout(timer));
  }

  return {
    async decide(reader, card) {
      try {
        const decision = await withTimeout(Promise.resolve().then(() => options.decide(reader, card)));
        return { decision: decision === 'allow' ? 'allow' : 'deny', by: 'service' };
      } catch {
        const allowed = options.failSafe === 'cached-codes' && cached.has(card);
        return { decision: allowed ? 'allow' : 'deny', by: 'fail-safe' };
      }
    },
    setCachedCodes(codes) {
      cached = new Set(codes);
    },
  };
}
