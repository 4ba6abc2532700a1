import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BookingActions as BookingActions_09bcb9be24bf7b0704de417b7972ba81 } from '../../../plugins/booking/admin/BookingActions'
import { BookingDocuments as BookingDocuments_6e8514a57f5375d6f2115c4288bebcbd } from '../../../plugins/booking/admin/BookingDocuments'
import { CustomerCell as CustomerCell_f90e9d0517ac89cccd8d418cbab8d18b } from '../../../plugins/booking/admin/CustomerCell'
import { TimeCell as TimeCell_7b5e09d258da3ff7644846aa87182910 } from '../../../plugins/booking/admin/TimeCell'
import { MoneyCell as MoneyCell_6c8c02792f54753c012a1bdd781616d9 } from '../../../plugins/booking/admin/MoneyCell'
import { BookingListFilters as BookingListFilters_aabe1049cddd29f1e877f2f20e73ecc7 } from '../../../plugins/booking/admin/BookingListFilters'
import { MoneyField as MoneyField_4f6295a1d21e4bf1b79d424559512c4a } from '../../../plugins/booking/admin/MoneyField'
import { EmailPreview as EmailPreview_e3e87a119c9391ea94908c37b6a72e7d } from '../../../plugins/outbox/admin/EmailPreview'
import { DemoPaymentsBanner as DemoPaymentsBanner_13bbb6068deb2ed143b9fd484c21fbd2 } from '../../../plugins/booking/admin/DemoPaymentsBanner'
import { ChatNavLink as ChatNavLink_e0ddbe8fac663ea03baeedfaf6dc5d4e } from '../../../plugins/chat/admin/ChatNavLink'
import { StaffNavLinks as StaffNavLinks_58deb97975acbde0f41e030989c80eb3 } from '../../../src/components/admin/StaffNavLinks'
import { TodayView as TodayView_0cb3724d130279c476f808889e3aa284 } from '../../../src/components/admin/today/TodayView'
import { CreateBookingView as CreateBookingView_3c0a3be949fc57625213a041b7ad553d } from '../../../src/components/admin/createBooking/CreateBookingView'
import { CustomersView as CustomersView_7b2a3605d008b5af19c14760e9cb2886 } from '../../../src/components/admin/sheets/CustomersView'
import { CartsView as CartsView_e54bba817a4b699aa0ef0bb3dd6a1353 } from '../../../src/components/admin/carts/CartsView'
import { CalendarView as CalendarView_a2573703af368a165ecb7f00acf14069 } from '../../../src/components/admin/calendar/CalendarView'
import { ChatView as ChatView_da2987723f1d5d41c3c89e57471ed429 } from '../../../plugins/chat/admin/ChatView'
import { GoogleSetupView as GoogleSetupView_575695b78c13c75a6ff442c6a5714676 } from '../../../plugins/integrations/admin/GoogleSetupView'
import { TelegramSetupView as TelegramSetupView_7c0ba776ac7d71cfc21723486e8c4925 } from '../../../plugins/integrations/admin/TelegramSetupView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/plugins/booking/admin/BookingActions#BookingActions": BookingActions_09bcb9be24bf7b0704de417b7972ba81,
  "/plugins/booking/admin/BookingDocuments#BookingDocuments": BookingDocuments_6e8514a57f5375d6f2115c4288bebcbd,
  "/plugins/booking/admin/CustomerCell#CustomerCell": CustomerCell_f90e9d0517ac89cccd8d418cbab8d18b,
  "/plugins/booking/admin/TimeCell#TimeCell": TimeCell_7b5e09d258da3ff7644846aa87182910,
  "/plugins/booking/admin/MoneyCell#MoneyCell": MoneyCell_6c8c02792f54753c012a1bdd781616d9,
  "/plugins/booking/admin/BookingListFilters#BookingListFilters": BookingListFilters_aabe1049cddd29f1e877f2f20e73ecc7,
  "/plugins/booking/admin/MoneyField#MoneyField": MoneyField_4f6295a1d21e4bf1b79d424559512c4a,
  "/plugins/outbox/admin/EmailPreview#EmailPreview": EmailPreview_e3e87a119c9391ea94908c37b6a72e7d,
  "/plugins/booking/admin/DemoPaymentsBanner#DemoPaymentsBanner": DemoPaymentsBanner_13bbb6068deb2ed143b9fd484c21fbd2,
  "/plugins/chat/admin/ChatNavLink#ChatNavLink": ChatNavLink_e0ddbe8fac663ea03baeedfaf6dc5d4e,
  "/src/components/admin/StaffNavLinks#StaffNavLinks": StaffNavLinks_58deb97975acbde0f41e030989c80eb3,
  "/src/components/admin/today/TodayView#TodayView": TodayView_0cb3724d130279c476f808889e3aa284,
  "/src/components/admin/createBooking/CreateBookingView#CreateBookingView": CreateBookingView_3c0a3be949fc57625213a041b7ad553d,
  "/src/components/admin/sheets/CustomersView#CustomersView": CustomersView_7b2a3605d008b5af19c14760e9cb2886,
  "/src/components/admin/carts/CartsView#CartsView": CartsView_e54bba817a4b699aa0ef0bb3dd6a1353,
  "/src/components/admin/calendar/CalendarView#CalendarView": CalendarView_a2573703af368a165ecb7f00acf14069,
  "/plugins/chat/admin/ChatView#ChatView": ChatView_da2987723f1d5d41c3c89e57471ed429,
  "/plugins/integrations/admin/GoogleSetupView#GoogleSetupView": GoogleSetupView_575695b78c13c75a6ff442c6a5714676,
  "/plugins/integrations/admin/TelegramSetupView#TelegramSetupView": TelegramSetupView_7c0ba776ac7d71cfc21723486e8c4925,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
