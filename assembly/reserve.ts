// The scratch region the host copies its input into. It is the only block ever allocated, so it
// always sits at the end of the stub runtime's heap and `heap.realloc` grows it in place (growing
// memory when needed) rather than leaking a new block per call.
let scratch: usize = 0;

/**
 * Returns a pointer to a 16-byte-aligned region of at least `bytes` bytes, reused between calls.
 * Memory may grow, so the host must re-read `memory.buffer` after calling this.
 */
export function reserve(bytes: usize): usize {
  scratch = scratch == 0 ? heap.alloc(bytes) : heap.realloc(scratch, bytes);
  return scratch;
}
