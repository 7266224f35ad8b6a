// The port offsets of a sharded `npm test`: one per emulator suite (its ports and its mail catcher's), none that
// portOffset() refuses (ports the browser will not fetch from, or beyond the range).
import { portOffset } from './emulators.mjs';

/** This run's offset and the next free multiples of 10 above it, skipping offsets portOffset() refuses. */
export function shardOffsets(count) {
  const offsets = [portOffset()];
  for (let candidate = offsets[0] + 20; offsets.length < count && candidate <= 500; candidate += 10) {
    if (isUsableOffset(candidate)) offsets.push(candidate);
  }
  if (offsets.length < count) throw new Error(`no free port offsets for ${count} test shards`);
  return offsets;
}

function isUsableOffset(offset) {
  const saved = process.env.TOOLSHOP_PORT_OFFSET;
  process.env.TOOLSHOP_PORT_OFFSET = String(offset);
  try {
    portOffset();
    return true;
  } catch {
    return false;
  } finally {
    if (saved === undefined) delete process.env.TOOLSHOP_PORT_OFFSET;
    else process.env.TOOLSHOP_PORT_OFFSET = saved;
  }
}
