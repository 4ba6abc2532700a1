// The spec's toasts for the customers page (second spec document, error catalogue).
export const customerMessages = {
  exportOk: ['Export Complete', 'Customer data exported successfully!'],
  exportFailed: ['Export Failed', 'Unable to export customer data'],
  googleMissing:
    'No Google spreadsheet yet: Create Google Sheet makes one (Google must be connected at /admin/google-setup).',
  authRequired: [
    'Authentication Required',
    'Please complete Google authentication first at /admin/google-setup',
  ],
  createFailed: ['Error', 'Failed to create spreadsheet. Check authentication.'],
  created: ['Spreadsheet created', 'It has every customer; new confirmed bookings are added.'],
  noSheet: ['No spreadsheet yet', 'Create one first with Create Google Sheet.'],
} as const
