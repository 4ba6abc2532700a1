// Server helpers the plugins share: the endpoint factory, error wire shape, rate limits.
export { defineEndpoint, type EndpointResult, type Success, type Auth } from './defineEndpoint'
export {
  commonErrors,
  errorBody,
  type CommonCode,
  type ErrorBody,
  type ErrorTable,
  type Failure,
} from './errors'
export {
  clientKey,
  rateLimit,
  refundRateLimit,
  resetRateLimit,
  tooManyRequests,
  type RateRule,
} from './rateLimit'
export { clientAddress, installPeerHeader, PEER_HEADER } from './clientAddress'
export { readJsonBody } from './readJsonBody'
export { validationFailure } from './validationFailure'
export { hasRole, isAdmin, isAdminField, isStaff, isStaffField, type Role } from './roles'
export { activeOrStaff } from './activeOrStaff'
export { afterCommit, discardAfterCommit, runAfterCommit } from './afterCommit'
export { inTransaction, retryInTransaction } from './inTransaction'
export { isLockConflict, sqlStateOf } from './lockConflict'
export { transactionDb, type SqlDb } from './transactionDb'
export { idList, textIdList } from './idList'
export { JSON_LIMITS, jsonDepth, parseBoundedJson, readBoundedJson } from './boundedJson'
export {
  calendarDate,
  isSafeText,
  jsonInt,
  MAX_ID,
  parseId,
  safeId,
  safeInstant,
  safeText,
} from './inputs'
export { isDatabaseUnavailable } from './isDatabaseUnavailable'
export { keepPoolAlive } from './keepPoolAlive'
export { poolOf } from './poolOf'
export { configuredOrigin, siteOrigin, trustedOrigins } from './siteOrigin'
export { findUnsafeText, hasImpossibleId, isJsonOrEmpty } from './requestGuards'
export { guardRestRoute } from './guardRestRoute'
export { hmac } from './hmac'
export { safeEqual } from './safeEqual'
export { hashToken, tokenMatches } from './tokenHash'
export { bearerMatches } from './cronSecret'
export { installJobClaims } from './jobClaims'
export { jsonPinoOptions } from './jsonConsole'
export { announcePageChange, listenForPageChanges, revalidateToken } from './pageBroadcast'
export { stopWithServer } from './payloadShutdown'
export { pollJobsEvery } from './pollJobsEvery'
export { checkReadiness, type Readiness } from './readiness'
export { lifecycle } from './lifecycle'
export { metricsRegistry, sharedMetric } from './metricsRegistry'
export { claimLock, LOCK_ORDER, LockOrderError, type LockKind } from './lockOrder'
