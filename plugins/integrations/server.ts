export { googleCalendarSync } from './adapters/googleCalendarSync'
export { chatNotify, telegramNotifier } from './adapters/telegramNotifier'
export { integrationStatus } from './operations/integrationStatus'
export { telegramToChat } from './operations/sendTelegramMessage'
