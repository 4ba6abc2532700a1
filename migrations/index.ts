import * as migration_20261122_150024_initial from './20261122_150024_initial'
import * as migration_20261122_150100_booth_exclusion from './20261122_150100_booth_exclusion'
import * as migration_20261122_153940_booking_jobs from './20261122_153940_booking_jobs'
import * as migration_20261123_022744_payments_carts_inquiries from './20261123_022744_payments_carts_inquiries'
import * as migration_20261123_022800_rate_limits from './20261123_022800_rate_limits'
import * as migration_20261123_111500_perf_catalog_version from './20261123_111500_perf_catalog_version'
import * as migration_20261123_112231_truth_booking_truth from './20261123_112231_truth_booking_truth'
import * as migration_20261123_112404_chat_sessions_and_messages from './20261123_112404_chat_sessions_and_messages'
import * as migration_20261123_112445_harden_security from './20261123_112445_harden_security'
import * as migration_20261123_115026_staff_admin from './20261123_115026_staff_admin'
import * as migration_20261123_130115_merged_schema_snapshot from './20261123_130115_merged_schema_snapshot'
import * as migration_20261123_213530_outbox_retry from './20261123_213530_outbox_retry'
import * as migration_20261123_214324_google_integrations from './20261123_214324_google_integrations'
import * as migration_20261123_215302_self_manage_booking from './20261123_215302_self_manage_booking'
import * as migration_20261123_223517_merged_schema_snapshot from './20261123_223517_merged_schema_snapshot'
import * as migration_20261125_125122_h29b_inquiry_address from './20261125_125122_h29b_inquiry_address'
import * as migration_20261125_125432_h29r_receipts_invoices from './20261125_125432_h29r_receipts_invoices'
import * as migration_20261125_130011_h26a_secrets_at_rest from './20261125_130011_h26a_secrets_at_rest'
import * as migration_20261125_143128_merged_schema_snapshot from './20261125_143128_merged_schema_snapshot'
import * as migration_20261126_201800_h40_report_indexes from './20261126_201800_h40_report_indexes'
import * as migration_20261126_202105_h34_change_fee from './20261126_202105_h34_change_fee'
import * as migration_20261126_202535_h37b_admin_chat_memory from './20261126_202535_h37b_admin_chat_memory'
import * as migration_20261126_204511_h37a_document_lines from './20261126_204511_h37a_document_lines'
import * as migration_20261126_205019_h40_accounting_tax_codes from './20261126_205019_h40_accounting_tax_codes'
import * as migration_20261126_214851_merged_schema_snapshot from './20261126_214851_merged_schema_snapshot'
import * as migration_20261126_232209_h35_payment_plans from './20261126_232209_h35_payment_plans'
import * as migration_20261126_232625_h41_privacy_casl from './20261126_232625_h41_privacy_casl'
import * as migration_20261126_232813_h36_quotes_agreements from './20261126_232813_h36_quotes_agreements'
import * as migration_20261126_233915_h38_event_day from './20261126_233915_h38_event_day'
import * as migration_20261127_001816_h36_leads from './20261127_001816_h36_leads'
import * as migration_20261127_005416_merged_schema_snapshot_2 from './20261127_005416_merged_schema_snapshot_2'
import * as migration_20261127_010000_job_task_slugs from './20261127_010000_job_task_slugs'
import * as migration_20261127_030413_g39_galleries from './20261127_030413_g39_galleries'
import * as migration_20261127_030838_q36_waitlist from './20261127_030838_q36_waitlist'
import * as migration_20261127_032026_c38_sms_crew from './20261127_032026_c38_sms_crew'
import * as migration_20261127_032044_p35_tip_payments from './20261127_032044_p35_tip_payments'
import * as migration_20261127_041535_merged_schema_snapshot_3 from './20261127_041535_merged_schema_snapshot_3'
import * as migration_20261127_062819_qa_quote_token_nonce from './20261127_062819_qa_quote_token_nonce'
import * as migration_20261127_062820_wl_waitlist_offer_hold from './20261127_062820_wl_waitlist_offer_hold'
import * as migration_20261127_063303_sg_chat_leads from './20261127_063303_sg_chat_leads'
import * as migration_20261127_073008_merged_schema_snapshot_4 from './20261127_073008_merged_schema_snapshot_4'
import * as migration_20261201_204048_l48_ledger from './20261201_204048_l48_ledger'
import * as migration_20261201_212000_waitlist_live_entry from './20261201_212000_waitlist_live_entry'
import * as migration_20261202_003621_issue54_reviews from './20261202_003621_issue54_reviews'
import * as migration_20261202_004231_issue49_agreed_terms from './20261202_004231_issue49_agreed_terms'
import * as migration_20261202_004720_issue53_health from './20261202_004720_issue53_health'
import * as migration_20261202_020047_merged_schema_snapshot_5 from './20261202_020047_merged_schema_snapshot_5'
import * as migration_20261202_060428_issue49_addenda from './20261202_060428_issue49_addenda'
import * as migration_20261202_062038_issue5354_health_reviews from './20261202_062038_issue5354_health_reviews'
import * as migration_20261202_071336_merged_schema_snapshot_6 from './20261202_071336_merged_schema_snapshot_6'

export const migrations = [
  {
    up: migration_20261122_150024_initial.up,
    down: migration_20261122_150024_initial.down,
    name: '20261122_150024_initial',
  },
  {
    up: migration_20261122_150100_booth_exclusion.up,
    down: migration_20261122_150100_booth_exclusion.down,
    name: '20261122_150100_booth_exclusion',
  },
  {
    up: migration_20261122_153940_booking_jobs.up,
    down: migration_20261122_153940_booking_jobs.down,
    name: '20261122_153940_booking_jobs',
  },
  {
    up: migration_20261123_022744_payments_carts_inquiries.up,
    down: migration_20261123_022744_payments_carts_inquiries.down,
    name: '20261123_022744_payments_carts_inquiries',
  },
  {
    up: migration_20261123_022800_rate_limits.up,
    down: migration_20261123_022800_rate_limits.down,
    name: '20261123_022800_rate_limits',
  },
  {
    up: migration_20261123_111500_perf_catalog_version.up,
    down: migration_20261123_111500_perf_catalog_version.down,
    name: '20261123_111500_perf_catalog_version',
  },
  {
    up: migration_20261123_112231_truth_booking_truth.up,
    down: migration_20261123_112231_truth_booking_truth.down,
    name: '20261123_112231_truth_booking_truth',
  },
  {
    up: migration_20261123_112404_chat_sessions_and_messages.up,
    down: migration_20261123_112404_chat_sessions_and_messages.down,
    name: '20261123_112404_chat_sessions_and_messages',
  },
  {
    up: migration_20261123_112445_harden_security.up,
    down: migration_20261123_112445_harden_security.down,
    name: '20261123_112445_harden_security',
  },
  {
    up: migration_20261123_115026_staff_admin.up,
    down: migration_20261123_115026_staff_admin.down,
    name: '20261123_115026_staff_admin',
  },
  {
    up: migration_20261123_130115_merged_schema_snapshot.up,
    down: migration_20261123_130115_merged_schema_snapshot.down,
    name: '20261123_130115_merged_schema_snapshot',
  },
  {
    up: migration_20261123_213530_outbox_retry.up,
    down: migration_20261123_213530_outbox_retry.down,
    name: '20261123_213530_outbox_retry',
  },
  {
    up: migration_20261123_214324_google_integrations.up,
    down: migration_20261123_214324_google_integrations.down,
    name: '20261123_214324_google_integrations',
  },
  {
    up: migration_20261123_215302_self_manage_booking.up,
    down: migration_20261123_215302_self_manage_booking.down,
    name: '20261123_215302_self_manage_booking',
  },
  {
    up: migration_20261123_223517_merged_schema_snapshot.up,
    down: migration_20261123_223517_merged_schema_snapshot.down,
    name: '20261123_223517_merged_schema_snapshot',
  },
  {
    up: migration_20261125_125122_h29b_inquiry_address.up,
    down: migration_20261125_125122_h29b_inquiry_address.down,
    name: '20261125_125122_h29b_inquiry_address',
  },
  {
    up: migration_20261125_125432_h29r_receipts_invoices.up,
    down: migration_20261125_125432_h29r_receipts_invoices.down,
    name: '20261125_125432_h29r_receipts_invoices',
  },
  {
    up: migration_20261125_130011_h26a_secrets_at_rest.up,
    down: migration_20261125_130011_h26a_secrets_at_rest.down,
    name: '20261125_130011_h26a_secrets_at_rest',
  },
  {
    up: migration_20261125_143128_merged_schema_snapshot.up,
    down: migration_20261125_143128_merged_schema_snapshot.down,
    name: '20261125_143128_merged_schema_snapshot',
  },
  {
    up: migration_20261126_201800_h40_report_indexes.up,
    down: migration_20261126_201800_h40_report_indexes.down,
    name: '20261126_201800_h40_report_indexes',
  },
  {
    up: migration_20261126_202105_h34_change_fee.up,
    down: migration_20261126_202105_h34_change_fee.down,
    name: '20261126_202105_h34_change_fee',
  },
  {
    up: migration_20261126_202535_h37b_admin_chat_memory.up,
    down: migration_20261126_202535_h37b_admin_chat_memory.down,
    name: '20261126_202535_h37b_admin_chat_memory',
  },
  {
    up: migration_20261126_204511_h37a_document_lines.up,
    down: migration_20261126_204511_h37a_document_lines.down,
    name: '20261126_204511_h37a_document_lines',
  },
  {
    up: migration_20261126_205019_h40_accounting_tax_codes.up,
    down: migration_20261126_205019_h40_accounting_tax_codes.down,
    name: '20261126_205019_h40_accounting_tax_codes',
  },
  {
    up: migration_20261126_214851_merged_schema_snapshot.up,
    down: migration_20261126_214851_merged_schema_snapshot.down,
    name: '20261126_214851_merged_schema_snapshot',
  },
  {
    up: migration_20261126_232209_h35_payment_plans.up,
    down: migration_20261126_232209_h35_payment_plans.down,
    name: '20261126_232209_h35_payment_plans',
  },
  {
    up: migration_20261126_232625_h41_privacy_casl.up,
    down: migration_20261126_232625_h41_privacy_casl.down,
    name: '20261126_232625_h41_privacy_casl',
  },
  {
    up: migration_20261126_232813_h36_quotes_agreements.up,
    down: migration_20261126_232813_h36_quotes_agreements.down,
    name: '20261126_232813_h36_quotes_agreements',
  },
  {
    up: migration_20261126_233915_h38_event_day.up,
    down: migration_20261126_233915_h38_event_day.down,
    name: '20261126_233915_h38_event_day',
  },
  {
    up: migration_20261127_001816_h36_leads.up,
    down: migration_20261127_001816_h36_leads.down,
    name: '20261127_001816_h36_leads',
  },
  {
    up: migration_20261127_005416_merged_schema_snapshot_2.up,
    down: migration_20261127_005416_merged_schema_snapshot_2.down,
    name: '20261127_005416_merged_schema_snapshot_2',
  },
  {
    up: migration_20261127_010000_job_task_slugs.up,
    down: migration_20261127_010000_job_task_slugs.down,
    name: '20261127_010000_job_task_slugs',
  },
  {
    up: migration_20261127_030413_g39_galleries.up,
    down: migration_20261127_030413_g39_galleries.down,
    name: '20261127_030413_g39_galleries',
  },
  {
    up: migration_20261127_030838_q36_waitlist.up,
    down: migration_20261127_030838_q36_waitlist.down,
    name: '20261127_030838_q36_waitlist',
  },
  {
    up: migration_20261127_032026_c38_sms_crew.up,
    down: migration_20261127_032026_c38_sms_crew.down,
    name: '20261127_032026_c38_sms_crew',
  },
  {
    up: migration_20261127_032044_p35_tip_payments.up,
    down: migration_20261127_032044_p35_tip_payments.down,
    name: '20261127_032044_p35_tip_payments',
  },
  {
    up: migration_20261127_041535_merged_schema_snapshot_3.up,
    down: migration_20261127_041535_merged_schema_snapshot_3.down,
    name: '20261127_041535_merged_schema_snapshot_3',
  },
  {
    up: migration_20261127_062819_qa_quote_token_nonce.up,
    down: migration_20261127_062819_qa_quote_token_nonce.down,
    name: '20261127_062819_qa_quote_token_nonce',
  },
  {
    up: migration_20261127_062820_wl_waitlist_offer_hold.up,
    down: migration_20261127_062820_wl_waitlist_offer_hold.down,
    name: '20261127_062820_wl_waitlist_offer_hold',
  },
  {
    up: migration_20261127_063303_sg_chat_leads.up,
    down: migration_20261127_063303_sg_chat_leads.down,
    name: '20261127_063303_sg_chat_leads',
  },
  {
    up: migration_20261127_073008_merged_schema_snapshot_4.up,
    down: migration_20261127_073008_merged_schema_snapshot_4.down,
    name: '20261127_073008_merged_schema_snapshot_4',
  },
  {
    up: migration_20261201_204048_l48_ledger.up,
    down: migration_20261201_204048_l48_ledger.down,
    name: '20261201_204048_l48_ledger',
  },
  {
    up: migration_20261201_212000_waitlist_live_entry.up,
    down: migration_20261201_212000_waitlist_live_entry.down,
    name: '20261201_212000_waitlist_live_entry',
  },
  {
    up: migration_20261202_003621_issue54_reviews.up,
    down: migration_20261202_003621_issue54_reviews.down,
    name: '20261202_003621_issue54_reviews',
  },
  {
    up: migration_20261202_004231_issue49_agreed_terms.up,
    down: migration_20261202_004231_issue49_agreed_terms.down,
    name: '20261202_004231_issue49_agreed_terms',
  },
  {
    up: migration_20261202_004720_issue53_health.up,
    down: migration_20261202_004720_issue53_health.down,
    name: '20261202_004720_issue53_health',
  },
  {
    up: migration_20261202_020047_merged_schema_snapshot_5.up,
    down: migration_20261202_020047_merged_schema_snapshot_5.down,
    name: '20261202_020047_merged_schema_snapshot_5',
  },
  {
    up: migration_20261202_060428_issue49_addenda.up,
    down: migration_20261202_060428_issue49_addenda.down,
    name: '20261202_060428_issue49_addenda',
  },
  {
    up: migration_20261202_062038_issue5354_health_reviews.up,
    down: migration_20261202_062038_issue5354_health_reviews.down,
    name: '20261202_062038_issue5354_health_reviews',
  },
  {
    up: migration_20261202_071336_merged_schema_snapshot_6.up,
    down: migration_20261202_071336_merged_schema_snapshot_6.down,
    name: '20261202_071336_merged_schema_snapshot_6',
  },
]
