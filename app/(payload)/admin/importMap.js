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
import { DocumentTimes as DocumentTimes_429a6bb0ef6fbd816fbefc7aa003fd64 } from '../../../packages/admin-kit/DocumentTimes'
import { BookingWorkspace as BookingWorkspace_ca271034ed2149fb5059565028fff981 } from '../../../plugins/booking/admin/workspace/BookingWorkspace'
import { WhenCell as WhenCell_233fe15753ac490d082713cb898ac83f } from '../../../plugins/booking/admin/WhenCell'
import { CustomerCell as CustomerCell_f90e9d0517ac89cccd8d418cbab8d18b } from '../../../plugins/booking/admin/CustomerCell'
import { BalanceCell as BalanceCell_ea87cb82b0bf5c52e93eb3ae31832cb2 } from '../../../plugins/booking/admin/BalanceCell'
import { HiddenField as HiddenField_884435b5f14a7eed4554ec85f4ad0a4d } from '../../../packages/admin-kit/fields/HiddenField'
import { StatusCell as StatusCell_51aca6ce77083b066be20d7f306ea992 } from '../../../plugins/booking/admin/StatusCell'
import { DateCell as DateCell_d38b990bda587f8d27211ece9e6fa88d } from '../../../plugins/booking/admin/DateCell'
import { TimeCell as TimeCell_7b5e09d258da3ff7644846aa87182910 } from '../../../plugins/booking/admin/TimeCell'
import { MoneyCell as MoneyCell_1f9e51b602f911c6fa727c3a30070d1c } from '../../../packages/admin-kit/fields/MoneyCell'
import { InstantCell as InstantCell_d09bb72d882264703fdcde269d927135 } from '../../../packages/admin-kit/fields/InstantCell'
import { InstantField as InstantField_054978e60d3a1b22206e83a81a5f84ff } from '../../../packages/admin-kit/fields/InstantField'
import { MoneyField as MoneyField_13305dab81954333fa8171068fb5f980 } from '../../../packages/admin-kit/fields/MoneyField'
import { TextValueField as TextValueField_3cc23bcb59e7a25b5f721fa332728b40 } from '../../../packages/admin-kit/fields/TextValueField'
import { JsonField as JsonField_a59145d913be8db9def2df44df3b585e } from '../../../packages/admin-kit/fields/JsonField'
import { AdminOnlyCollapsible as AdminOnlyCollapsible_e0ddd9a57b266c11cc762a6afbd54ba2 } from '../../../packages/admin-kit/fields/AdminOnlyCollapsible'
import { BookingListFilters as BookingListFilters_aabe1049cddd29f1e877f2f20e73ecc7 } from '../../../plugins/booking/admin/BookingListFilters'
import { PaginationNames as PaginationNames_b83e15348c1451e3f1c42085aacc42f9 } from '../../../packages/admin-kit/fields/PaginationNames'
import { JsonCell as JsonCell_229b47672715a5c6118f2ff9438ccdc5 } from '../../../packages/admin-kit/fields/JsonCell'
import { ReviewContext as ReviewContext_ac41c1c44cd78017e2da56f7dea435cd } from '../../../plugins/reviews/admin/ReviewContext'
import { LeadQuotesField as LeadQuotesField_513224a510162577503e4f99d15edc13 } from '../../../plugins/quotes/admin/LeadQuotesField'
import { LeadStatusCounts as LeadStatusCounts_f25189589a258c95482e6f28b58ed5be } from '../../../plugins/inquiries/admin/LeadStatusCounts'
import { LeadQuoteButton as LeadQuoteButton_602e3726afefd0b12d090e24b8d3006e } from '../../../plugins/quotes/admin/BuildQuoteLink'
import { RelationLinkField as RelationLinkField_9adb37ee80cf95ef981cd126ab078299 } from '../../../plugins/quotes/admin/quotePage/RelationLinkField'
import { DateCell as DateCell_ec7679f2275937fb82424a0d1af28e23 } from '../../../plugins/quotes/admin/quotePage/DateCell'
import { QuoteRequestField as QuoteRequestField_97e724ba4c0a397f62ca2db33f33473b } from '../../../plugins/quotes/admin/quotePage/QuoteRequestField'
import { QuotePricedField as QuotePricedField_88e8584c661b8c472498425c84200e1a } from '../../../plugins/quotes/admin/quotePage/QuotePricedField'
import { QuoteRevisionsField as QuoteRevisionsField_111cbce28f96a2d5ff65e2ee50da7904 } from '../../../plugins/quotes/admin/quotePage/QuoteRevisionsField'
import { BuildQuoteLink as BuildQuoteLink_602e3726afefd0b12d090e24b8d3006e } from '../../../plugins/quotes/admin/BuildQuoteLink'
import { QuoteActions as QuoteActions_a430415ce295c551b9f3c03091f18b8c } from '../../../plugins/quotes/admin/quotePage/QuoteActions'
import { WaitlistByDate as WaitlistByDate_b30726b012f4b25067fec33b093ae965 } from '../../../plugins/quotes/admin/WaitlistByDate'
import { EmailPreview as EmailPreview_e3e87a119c9391ea94908c37b6a72e7d } from '../../../plugins/outbox/admin/EmailPreview'
import { BookingCell as BookingCell_993667e3e96d71db2657034956b9d35d } from '../../../plugins/outbox/admin/BookingCell'
import { DemoPaymentsBanner as DemoPaymentsBanner_13bbb6068deb2ed143b9fd484c21fbd2 } from '../../../plugins/booking/admin/DemoPaymentsBanner'
import { AdminIcon as AdminIcon_6c456d9958cb55f21b11937064189d83 } from '../../../admin/AdminLogo'
import { AdminLogo as AdminLogo_6c456d9958cb55f21b11937064189d83 } from '../../../admin/AdminLogo'
import { StaffNavLinks as StaffNavLinks_74b9cb685e05faf2c380f9a48556a379 } from '../../../packages/admin-kit/StaffNavLinks'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { TodayView as TodayView_c2502819d228b1184335b45740d25be7 } from '../../../plugins/booking/admin/today/TodayView'
import { CreateBookingView as CreateBookingView_50019415b02fef5760c2032757dd74d7 } from '../../../plugins/booking/admin/createBooking/CreateBookingView'
import { GoLiveView as GoLiveView_8e26b6e3e8930365f5ca0dc46997895d } from '../../../plugins/booking/admin/today/goLive/GoLiveView'
import { CalendarView as CalendarView_feb9d6ed3cc530547ff280fd74e18001 } from '../../../plugins/booking/admin/calendar/CalendarView'
import { CrewView as CrewView_9441768902a993ee281d5a933b263ddb } from '../../../plugins/crew/admin/CrewView'
import { CrewPayView as CrewPayView_e5e58468eb13671dece59f8cf61a15f1 } from '../../../plugins/crew/admin/CrewPayView'
import { CartsView as CartsView_1239794c1f36cf82bd5dd23280229ae3 } from '../../../plugins/carts/admin/CartsView'
import { QuoteBuilderView as QuoteBuilderView_8bdf34571c2a8f058765ced8e3e1ee5e } from '../../../plugins/quotes/admin/builder/QuoteBuilderView'
import { ChatView as ChatView_da2987723f1d5d41c3c89e57471ed429 } from '../../../plugins/chat/admin/ChatView'
import { CustomersView as CustomersView_ac7d89251008b2bcf5303229f3f57646 } from '../../../plugins/customers/admin/CustomersView'
import { GoogleSetupView as GoogleSetupView_575695b78c13c75a6ff442c6a5714676 } from '../../../plugins/integrations/admin/GoogleSetupView'
import { TelegramSetupView as TelegramSetupView_7c0ba776ac7d71cfc21723486e8c4925 } from '../../../plugins/integrations/admin/TelegramSetupView'
import { ReportsView as ReportsView_72b9a9536c9c8e63ed38c502d9d25a32 } from '../../../plugins/reports/admin/ReportsView'
import { PrivacyView as PrivacyView_c5e15078945486f385eabed68a26e73b } from '../../../plugins/privacy/admin/PrivacyView'
import { SettingsView as SettingsView_8c171d082115d7f93a0f7d9e5532c24e } from '../../../packages/admin-kit/SettingsView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'
import { NeedsAttendantPanel as NeedsAttendantPanel_5d001c0d6fdc638f11924b92cab80450 } from '../../../plugins/crew/admin/NeedsAttendantPanel'
import { DesignsPendingPanel as DesignsPendingPanel_c90a73742529d1cd0020aa1577837a9c } from '../../../plugins/crew/admin/DesignsPendingPanel'
import { CrewPanel as CrewPanel_193eb814157735df127cb27c04180db2 } from '../../../plugins/crew/admin/CrewPanel'
import { GalleriesDuePanel as GalleriesDuePanel_74cc4f30283518b3759de6bad0873f90 } from '../../../plugins/galleries/admin/GalleriesDuePanel'
import { GalleryPanel as GalleryPanel_6f5a2648fbbcb6f294b6d72e773dca30 } from '../../../plugins/galleries/admin/GalleryPanel'
import { ReviewRequestPanel as ReviewRequestPanel_984134007e0dd5355b74750fca066b8d } from '../../../plugins/reviews/admin/ReviewRequestPanel'
import { QuotesExpiringPanel as QuotesExpiringPanel_8ea40de3ab4df29dae1807012e4ed2e5 } from '../../../plugins/quotes/admin/QuotesExpiringPanel'
import { ChatPanel as ChatPanel_76e8ac57b5829a0f0a8c23f9579c74e8 } from '../../../plugins/chat/admin/ChatPanel'
import { HealthCard as HealthCard_a24b0f0f3a49c068a693413630ce7614 } from '../../../plugins/health/admin/HealthCard'

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
  "/packages/admin-kit/DocumentTimes#DocumentTimes": DocumentTimes_429a6bb0ef6fbd816fbefc7aa003fd64,
  "/plugins/booking/admin/workspace/BookingWorkspace#BookingWorkspace": BookingWorkspace_ca271034ed2149fb5059565028fff981,
  "/plugins/booking/admin/WhenCell#WhenCell": WhenCell_233fe15753ac490d082713cb898ac83f,
  "/plugins/booking/admin/CustomerCell#CustomerCell": CustomerCell_f90e9d0517ac89cccd8d418cbab8d18b,
  "/plugins/booking/admin/BalanceCell#BalanceCell": BalanceCell_ea87cb82b0bf5c52e93eb3ae31832cb2,
  "/packages/admin-kit/fields/HiddenField#HiddenField": HiddenField_884435b5f14a7eed4554ec85f4ad0a4d,
  "/plugins/booking/admin/StatusCell#StatusCell": StatusCell_51aca6ce77083b066be20d7f306ea992,
  "/plugins/booking/admin/DateCell#DateCell": DateCell_d38b990bda587f8d27211ece9e6fa88d,
  "/plugins/booking/admin/TimeCell#TimeCell": TimeCell_7b5e09d258da3ff7644846aa87182910,
  "/packages/admin-kit/fields/MoneyCell#MoneyCell": MoneyCell_1f9e51b602f911c6fa727c3a30070d1c,
  "/packages/admin-kit/fields/InstantCell#InstantCell": InstantCell_d09bb72d882264703fdcde269d927135,
  "/packages/admin-kit/fields/InstantField#InstantField": InstantField_054978e60d3a1b22206e83a81a5f84ff,
  "/packages/admin-kit/fields/MoneyField#MoneyField": MoneyField_13305dab81954333fa8171068fb5f980,
  "/packages/admin-kit/fields/TextValueField#TextValueField": TextValueField_3cc23bcb59e7a25b5f721fa332728b40,
  "/packages/admin-kit/fields/JsonField#JsonField": JsonField_a59145d913be8db9def2df44df3b585e,
  "/packages/admin-kit/fields/AdminOnlyCollapsible#AdminOnlyCollapsible": AdminOnlyCollapsible_e0ddd9a57b266c11cc762a6afbd54ba2,
  "/plugins/booking/admin/BookingListFilters#BookingListFilters": BookingListFilters_aabe1049cddd29f1e877f2f20e73ecc7,
  "/packages/admin-kit/fields/PaginationNames#PaginationNames": PaginationNames_b83e15348c1451e3f1c42085aacc42f9,
  "/packages/admin-kit/fields/JsonCell#JsonCell": JsonCell_229b47672715a5c6118f2ff9438ccdc5,
  "/plugins/reviews/admin/ReviewContext#ReviewContext": ReviewContext_ac41c1c44cd78017e2da56f7dea435cd,
  "/plugins/quotes/admin/LeadQuotesField#LeadQuotesField": LeadQuotesField_513224a510162577503e4f99d15edc13,
  "/plugins/inquiries/admin/LeadStatusCounts#LeadStatusCounts": LeadStatusCounts_f25189589a258c95482e6f28b58ed5be,
  "/plugins/quotes/admin/BuildQuoteLink#LeadQuoteButton": LeadQuoteButton_602e3726afefd0b12d090e24b8d3006e,
  "/plugins/quotes/admin/quotePage/RelationLinkField#RelationLinkField": RelationLinkField_9adb37ee80cf95ef981cd126ab078299,
  "/plugins/quotes/admin/quotePage/DateCell#DateCell": DateCell_ec7679f2275937fb82424a0d1af28e23,
  "/plugins/quotes/admin/quotePage/QuoteRequestField#QuoteRequestField": QuoteRequestField_97e724ba4c0a397f62ca2db33f33473b,
  "/plugins/quotes/admin/quotePage/QuotePricedField#QuotePricedField": QuotePricedField_88e8584c661b8c472498425c84200e1a,
  "/plugins/quotes/admin/quotePage/QuoteRevisionsField#QuoteRevisionsField": QuoteRevisionsField_111cbce28f96a2d5ff65e2ee50da7904,
  "/plugins/quotes/admin/BuildQuoteLink#BuildQuoteLink": BuildQuoteLink_602e3726afefd0b12d090e24b8d3006e,
  "/plugins/quotes/admin/quotePage/QuoteActions#QuoteActions": QuoteActions_a430415ce295c551b9f3c03091f18b8c,
  "/plugins/quotes/admin/WaitlistByDate#WaitlistByDate": WaitlistByDate_b30726b012f4b25067fec33b093ae965,
  "/plugins/outbox/admin/EmailPreview#EmailPreview": EmailPreview_e3e87a119c9391ea94908c37b6a72e7d,
  "/plugins/outbox/admin/BookingCell#BookingCell": BookingCell_993667e3e96d71db2657034956b9d35d,
  "/plugins/booking/admin/DemoPaymentsBanner#DemoPaymentsBanner": DemoPaymentsBanner_13bbb6068deb2ed143b9fd484c21fbd2,
  "/admin/AdminLogo#AdminIcon": AdminIcon_6c456d9958cb55f21b11937064189d83,
  "/admin/AdminLogo#AdminLogo": AdminLogo_6c456d9958cb55f21b11937064189d83,
  "/packages/admin-kit/StaffNavLinks#StaffNavLinks": StaffNavLinks_74b9cb685e05faf2c380f9a48556a379,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/plugins/booking/admin/today/TodayView#TodayView": TodayView_c2502819d228b1184335b45740d25be7,
  "/plugins/booking/admin/createBooking/CreateBookingView#CreateBookingView": CreateBookingView_50019415b02fef5760c2032757dd74d7,
  "/plugins/booking/admin/today/goLive/GoLiveView#GoLiveView": GoLiveView_8e26b6e3e8930365f5ca0dc46997895d,
  "/plugins/booking/admin/calendar/CalendarView#CalendarView": CalendarView_feb9d6ed3cc530547ff280fd74e18001,
  "/plugins/crew/admin/CrewView#CrewView": CrewView_9441768902a993ee281d5a933b263ddb,
  "/plugins/crew/admin/CrewPayView#CrewPayView": CrewPayView_e5e58468eb13671dece59f8cf61a15f1,
  "/plugins/carts/admin/CartsView#CartsView": CartsView_1239794c1f36cf82bd5dd23280229ae3,
  "/plugins/quotes/admin/builder/QuoteBuilderView#QuoteBuilderView": QuoteBuilderView_8bdf34571c2a8f058765ced8e3e1ee5e,
  "/plugins/chat/admin/ChatView#ChatView": ChatView_da2987723f1d5d41c3c89e57471ed429,
  "/plugins/customers/admin/CustomersView#CustomersView": CustomersView_ac7d89251008b2bcf5303229f3f57646,
  "/plugins/integrations/admin/GoogleSetupView#GoogleSetupView": GoogleSetupView_575695b78c13c75a6ff442c6a5714676,
  "/plugins/integrations/admin/TelegramSetupView#TelegramSetupView": TelegramSetupView_7c0ba776ac7d71cfc21723486e8c4925,
  "/plugins/reports/admin/ReportsView#ReportsView": ReportsView_72b9a9536c9c8e63ed38c502d9d25a32,
  "/plugins/privacy/admin/PrivacyView#PrivacyView": PrivacyView_c5e15078945486f385eabed68a26e73b,
  "/packages/admin-kit/SettingsView#SettingsView": SettingsView_8c171d082115d7f93a0f7d9e5532c24e,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1,
  "/plugins/crew/admin/NeedsAttendantPanel#NeedsAttendantPanel": NeedsAttendantPanel_5d001c0d6fdc638f11924b92cab80450,
  "/plugins/crew/admin/DesignsPendingPanel#DesignsPendingPanel": DesignsPendingPanel_c90a73742529d1cd0020aa1577837a9c,
  "/plugins/crew/admin/CrewPanel#CrewPanel": CrewPanel_193eb814157735df127cb27c04180db2,
  "/plugins/galleries/admin/GalleriesDuePanel#GalleriesDuePanel": GalleriesDuePanel_74cc4f30283518b3759de6bad0873f90,
  "/plugins/galleries/admin/GalleryPanel#GalleryPanel": GalleryPanel_6f5a2648fbbcb6f294b6d72e773dca30,
  "/plugins/reviews/admin/ReviewRequestPanel#ReviewRequestPanel": ReviewRequestPanel_984134007e0dd5355b74750fca066b8d,
  "/plugins/quotes/admin/QuotesExpiringPanel#QuotesExpiringPanel": QuotesExpiringPanel_8ea40de3ab4df29dae1807012e4ed2e5,
  "/plugins/chat/admin/ChatPanel#ChatPanel": ChatPanel_76e8ac57b5829a0f0a8c23f9579c74e8,
  "/plugins/health/admin/HealthCard#HealthCard": HealthCard_a24b0f0f3a49c068a693413630ce7614
}
