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
import { BookingWorkspace as BookingWorkspace_ca271034ed2149fb5059565028fff981 } from '../../../plugins/booking/admin/workspace/BookingWorkspace'
import { WhenCell as WhenCell_233fe15753ac490d082713cb898ac83f } from '../../../plugins/booking/admin/WhenCell'
import { CustomerCell as CustomerCell_f90e9d0517ac89cccd8d418cbab8d18b } from '../../../plugins/booking/admin/CustomerCell'
import { BalanceCell as BalanceCell_ea87cb82b0bf5c52e93eb3ae31832cb2 } from '../../../plugins/booking/admin/BalanceCell'
import { HiddenField as HiddenField_7ceb4aeb471c592dc7ccdf317f755d18 } from '../../../plugins/booking/admin/fields/HiddenField'
import { StatusCell as StatusCell_51aca6ce77083b066be20d7f306ea992 } from '../../../plugins/booking/admin/StatusCell'
import { DateCell as DateCell_d38b990bda587f8d27211ece9e6fa88d } from '../../../plugins/booking/admin/DateCell'
import { TimeCell as TimeCell_7b5e09d258da3ff7644846aa87182910 } from '../../../plugins/booking/admin/TimeCell'
import { MoneyCell as MoneyCell_6c8c02792f54753c012a1bdd781616d9 } from '../../../plugins/booking/admin/MoneyCell'
import { InstantCell as InstantCell_45748e6c9b0b2fb75b767f3eafd37f0d } from '../../../plugins/booking/admin/fields/InstantCell'
import { InstantField as InstantField_0d51642be3d3d1d053b6b6512f492ed3 } from '../../../plugins/booking/admin/fields/InstantField'
import { MoneyField as MoneyField_11bcaae096a0b2e6ecda43a19a457966 } from '../../../plugins/booking/admin/fields/MoneyField'
import { TextValueField as TextValueField_7a45321561508d6c7f6fadce1fad681c } from '../../../plugins/booking/admin/fields/TextValueField'
import { JsonField as JsonField_e783b2b9ae0a75b32374d40e75c1bfed } from '../../../plugins/booking/admin/fields/JsonField'
import { AdminOnlyCollapsible as AdminOnlyCollapsible_817a492d96b7729eca1fd06313cdbf29 } from '../../../plugins/booking/admin/fields/AdminOnlyCollapsible'
import { BookingListFilters as BookingListFilters_aabe1049cddd29f1e877f2f20e73ecc7 } from '../../../plugins/booking/admin/BookingListFilters'
import { PaginationNames as PaginationNames_d00f0d21c0092a418999c1eccf7fd3c2 } from '../../../plugins/booking/admin/fields/PaginationNames'
import { JsonCell as JsonCell_8352238e34a5d4adf909ec404cd8e4e9 } from '../../../plugins/booking/admin/fields/JsonCell'
import { EmailPreview as EmailPreview_e3e87a119c9391ea94908c37b6a72e7d } from '../../../plugins/outbox/admin/EmailPreview'
import { BookingCell as BookingCell_993667e3e96d71db2657034956b9d35d } from '../../../plugins/outbox/admin/BookingCell'
import { DemoPaymentsBanner as DemoPaymentsBanner_13bbb6068deb2ed143b9fd484c21fbd2 } from '../../../plugins/booking/admin/DemoPaymentsBanner'
import { StaffNavLinks as StaffNavLinks_74b9cb685e05faf2c380f9a48556a379 } from '../../../packages/admin-kit/StaffNavLinks'
import { TodayView as TodayView_c2502819d228b1184335b45740d25be7 } from '../../../plugins/booking/admin/today/TodayView'
import { CreateBookingView as CreateBookingView_50019415b02fef5760c2032757dd74d7 } from '../../../plugins/booking/admin/createBooking/CreateBookingView'
import { CalendarView as CalendarView_feb9d6ed3cc530547ff280fd74e18001 } from '../../../plugins/booking/admin/calendar/CalendarView'
import { CartsView as CartsView_1239794c1f36cf82bd5dd23280229ae3 } from '../../../plugins/carts/admin/CartsView'
import { ChatView as ChatView_da2987723f1d5d41c3c89e57471ed429 } from '../../../plugins/chat/admin/ChatView'
import { CustomersView as CustomersView_ac7d89251008b2bcf5303229f3f57646 } from '../../../plugins/customers/admin/CustomersView'
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
  "/plugins/booking/admin/workspace/BookingWorkspace#BookingWorkspace": BookingWorkspace_ca271034ed2149fb5059565028fff981,
  "/plugins/booking/admin/WhenCell#WhenCell": WhenCell_233fe15753ac490d082713cb898ac83f,
  "/plugins/booking/admin/CustomerCell#CustomerCell": CustomerCell_f90e9d0517ac89cccd8d418cbab8d18b,
  "/plugins/booking/admin/BalanceCell#BalanceCell": BalanceCell_ea87cb82b0bf5c52e93eb3ae31832cb2,
  "/plugins/booking/admin/fields/HiddenField#HiddenField": HiddenField_7ceb4aeb471c592dc7ccdf317f755d18,
  "/plugins/booking/admin/StatusCell#StatusCell": StatusCell_51aca6ce77083b066be20d7f306ea992,
  "/plugins/booking/admin/DateCell#DateCell": DateCell_d38b990bda587f8d27211ece9e6fa88d,
  "/plugins/booking/admin/TimeCell#TimeCell": TimeCell_7b5e09d258da3ff7644846aa87182910,
  "/plugins/booking/admin/MoneyCell#MoneyCell": MoneyCell_6c8c02792f54753c012a1bdd781616d9,
  "/plugins/booking/admin/fields/InstantCell#InstantCell": InstantCell_45748e6c9b0b2fb75b767f3eafd37f0d,
  "/plugins/booking/admin/fields/InstantField#InstantField": InstantField_0d51642be3d3d1d053b6b6512f492ed3,
  "/plugins/booking/admin/fields/MoneyField#MoneyField": MoneyField_11bcaae096a0b2e6ecda43a19a457966,
  "/plugins/booking/admin/fields/TextValueField#TextValueField": TextValueField_7a45321561508d6c7f6fadce1fad681c,
  "/plugins/booking/admin/fields/JsonField#JsonField": JsonField_e783b2b9ae0a75b32374d40e75c1bfed,
  "/plugins/booking/admin/fields/AdminOnlyCollapsible#AdminOnlyCollapsible": AdminOnlyCollapsible_817a492d96b7729eca1fd06313cdbf29,
  "/plugins/booking/admin/BookingListFilters#BookingListFilters": BookingListFilters_aabe1049cddd29f1e877f2f20e73ecc7,
  "/plugins/booking/admin/fields/PaginationNames#PaginationNames": PaginationNames_d00f0d21c0092a418999c1eccf7fd3c2,
  "/plugins/booking/admin/fields/JsonCell#JsonCell": JsonCell_8352238e34a5d4adf909ec404cd8e4e9,
  "/plugins/outbox/admin/EmailPreview#EmailPreview": EmailPreview_e3e87a119c9391ea94908c37b6a72e7d,
  "/plugins/outbox/admin/BookingCell#BookingCell": BookingCell_993667e3e96d71db2657034956b9d35d,
  "/plugins/booking/admin/DemoPaymentsBanner#DemoPaymentsBanner": DemoPaymentsBanner_13bbb6068deb2ed143b9fd484c21fbd2,
  "/packages/admin-kit/StaffNavLinks#StaffNavLinks": StaffNavLinks_74b9cb685e05faf2c380f9a48556a379,
  "/plugins/booking/admin/today/TodayView#TodayView": TodayView_c2502819d228b1184335b45740d25be7,
  "/plugins/booking/admin/createBooking/CreateBookingView#CreateBookingView": CreateBookingView_50019415b02fef5760c2032757dd74d7,
  "/plugins/booking/admin/calendar/CalendarView#CalendarView": CalendarView_feb9d6ed3cc530547ff280fd74e18001,
  "/plugins/carts/admin/CartsView#CartsView": CartsView_1239794c1f36cf82bd5dd23280229ae3,
  "/plugins/chat/admin/ChatView#ChatView": ChatView_da2987723f1d5d41c3c89e57471ed429,
  "/plugins/customers/admin/CustomersView#CustomersView": CustomersView_ac7d89251008b2bcf5303229f3f57646,
  "/plugins/integrations/admin/GoogleSetupView#GoogleSetupView": GoogleSetupView_575695b78c13c75a6ff442c6a5714676,
  "/plugins/integrations/admin/TelegramSetupView#TelegramSetupView": TelegramSetupView_7c0ba776ac7d71cfc21723486e8c4925,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
