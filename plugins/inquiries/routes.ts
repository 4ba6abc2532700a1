// The inquiry forms' route table (public forms) and the staff leads list's counts.
import { client, routesOf } from '@api-client'

import type {
  AccessibilityRequest,
  AssistanceRequest,
  ContactRequest,
  InquiryErrorCode,
  InquiryRequest,
  SubscribeRequest,
} from './contract'

const route = routesOf<InquiryErrorCode>()

export const inquiriesRoutes = {
  contact: route<{ body: ContactRequest }>().post('/api/contact'),
  accommodationRequest: route<{ body: InquiryRequest }>().post('/api/accommodation-request'),
  assistance: route<{ body: AssistanceRequest }>().post('/api/contact/accommodation-request'),
  subscribe: route<{ body: SubscribeRequest }>().post('/api/newsletter/subscribe'),
  accessibilityFeedback: route<{ body: AccessibilityRequest; res: { message: string } }>().post(
    '/api/accessibility-feedback',
  ),
  /** Payload's count of inquiries (the leads list's status links). */
  count: route<{ query?: string; res: { totalDocs: number } }>().get('/api/inquiries/count'),
}
export const inquiriesApi = client(inquiriesRoutes)
/** The public forms that post through InquiryForm. */
export type InquiryFormRoute = 'contact' | 'accommodationRequest' | 'assistance'
