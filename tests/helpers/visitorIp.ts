import { randomInt } from 'node:crypto'

// Every simulated visitor gets its own address (the test servers trust X-Forwarded-For), so a
// per-client limit never carries from one test into another. The counter never wraps in a run:
// the fuzzer alone makes 1,000+ visitors, and an address reused after 250 once handed the demo
// payment test a rate limit already spent. Each process starts at a random point of
// 10.128.0.0/9, so the run's processes stay apart; the fixed addresses some tests pick lie below.
const SPACE = 1 << 23
let next = randomInt(0, SPACE)

/** A new visitor's address on every call. */
export function visitorIp(): string {
  const n = SPACE + (next++ % SPACE)
  return `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`
}
