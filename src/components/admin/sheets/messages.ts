// The spec's toasts for the customers page (second spec document, error catalogue).
export const customerMessages = {
  exportOk: ['Export Complete', 'Customer data exported successfully!'],
  exportFailed: ['Export Failed', 'Unable to export customer data'],
  googleMissing: 'Google is not connected yet: spreadsheets arrive with the Google integration.',
} as const
