// The role predicates live in packages/server-kit so the plugins share them without the host.
export { isStaff, isStaffField } from '@server-kit'
