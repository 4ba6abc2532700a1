// What a server's start-up checks before the config and the tsconfig aliases load: next.config.ts
// and instrumentation.ts import this entry by path. It and what it re-exports import nothing.
export { assertPaymentsConfigured } from './adapters/paymentsConfigured'
