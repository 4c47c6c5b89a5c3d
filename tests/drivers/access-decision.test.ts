import { describe, expect, it } from 'vitest';
import { createAccessDecision, type Decision } from '../../drivers/osdp';

const reader = { name: 'barriere-entree', address: 1 };
const failing = async (): Promise<Decision> => {
  throw new Error('service down');
};
const silent = () => new Promise<Decision>(() => {});

describe('access decision and its fail-safe', () => {
  it('follows the service when it answers', async () => {
    const access = createAccessDecision({ decide: async () => 'allow', timeoutMs: 1000, failSafe: 'stay-closed' });
    expect(await access.decide(reader, 'AB')).toEqual({ decision: 'allow', by: 'service' });
  });

  it('stay-closed refuses every card when the service throws, cached or not', async () => {
    const access = createAccessDecision({ decide: failing, timeoutMs: 1000, failSafe: 'stay-closed' });
    access.setCachedCodes(['AB']);
    expect(await access.decide(reader, 'AB')).toEqual({ decision: 'deny', by: 'fail-safe' });
  });

  it('stay-closed also holds when the decision function throws before returning a promise', async () => {
    const access = createAccessDecision({
      decide: () => {
        throw new Error('not wired');
      },
      timeoutMs: 1000,
      failSafe: 'stay-closed',
    });
    expect(await access.decide(reader, 'AB')).toEqual({ decision: 'deny', by: 'fail-safe' });
  });

  it('cached-codes lets in a cached card when the service does not answer in time, and only that one', async () => {
    const access = createAccessDecision({ decide: silent, timeoutMs: 20, failSafe: 'cached-codes' });
    access.setCachedCodes(['AB', 'CD']);
    expect(await access.decide(reader, 'AB')).toEqual({ decision: 'allow', by: 'fail-safe' });
    expect(await access.decide(reader, 'EF')).toEqual({ decision: 'deny', by: 'fail-safe' });
  });

  it('a refreshed allow-list replaces the previous one', async () => {
    const access = createAccessDecision({ decide: failing, timeoutMs: 1000, failSafe: 'cached-codes' });
    access.setCachedCodes(['AB']);
    access.setCachedCodes(['CD']);
    expect(await access.decide(reader, 'AB')).toEqual({ decision: 'deny', by: 'fail-safe' });
    expect(await access.decide(reader, 'CD')).toEqual({ decision: 'allow', by: 'fail-safe' });
  });
});
