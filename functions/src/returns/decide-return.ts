// POST /api/returns/{id}/approve { instructions } and /reject { reason } (admin). A rejected return gives the pieces
// it took back to the order's tally, in the same transaction, so they may be asked for again.
import { emptyReturnTally, type ReturnDoc, type ReturnTallyDoc } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { forbidden, notFound } from '../platform/refusal';
import { runTransaction } from '../platform/run-transaction';
import { mailSettings } from '../mail';
import { assertReturnMove, moveReturn } from './move-return';
import { readReturnMailRecipients } from './return-mail';
import { returnRef, returnTallyRef } from './return-refs';

export type ReturnDecision = { approve: true; instructions: string } | { approve: false; reason: string };

export async function decideReturn(deps: Deps, caller: Caller, id: string, decision: ReturnDecision): Promise<void> {
  if (!caller.admin) throw forbidden();
  const settings = mailSettings();
  const admins = await readReturnMailRecipients(deps.db, settings);
  const ref = returnRef(deps.db, id);
  await runTransaction(deps.db, async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw notFound('Return not found');
    const ret = snapshot.data() as ReturnDoc;
    const move = { by: caller, at: deps.now(), mail: { settings, admins } };
    if (decision.approve) {
      const { instructions } = decision;
      moveReturn(tx, ref, ret, { ...move, transition: 'approve', note: instructions, fields: { instructions } });
      return;
    }
    assertReturnMove(ret, 'reject');
    const tallyRef = returnTallyRef(deps.db, ret.orderId);
    const tally = ((await tx.get(tallyRef)).data() as ReturnTallyDoc | undefined) ?? emptyReturnTally();
    const requested = { ...tally.requested };
    for (const line of ret.lines)
      requested[line.productId] = Math.max(0, (requested[line.productId] ?? 0) - line.quantity);
    tx.set(tallyRef, { ...tally, requested } satisfies ReturnTallyDoc);
    const { reason } = decision;
    moveReturn(tx, ref, ret, { ...move, transition: 'reject', note: reason, fields: { rejectReason: reason } });
  });
}
