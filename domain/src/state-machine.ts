// One small state machine for every life cycle (orders, quotes, returns): each move names the statuses it leaves
// and the one it leads to; a screen offers, and the server allows, only the moves open from where a thing stands.
export type Moves<Status extends string, Move extends string> = Record<Move, { from: readonly Status[]; to: Status }>;

export function stateMachine<Status extends string, Move extends string>(
  order: readonly Move[],
  moves: Moves<Status, Move>,
) {
  const can = (status: Status, move: Move): boolean => moves[move].from.includes(status);
  return {
    can,
    /** The status a move leads to. */
    target: (move: Move): Status => moves[move].to,
    /** The moves open in this status, in their listed order. */
    available: (status: Status): Move[] => order.filter((move) => can(status, move)),
  };
}
