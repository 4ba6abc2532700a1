/** Twilio's webhooks post forms (application/x-www-form-urlencoded); each is signature-checked. */
export const SMS_WEBHOOK_PATHS = ['/api/sms/inbound', '/api/sms/status']
