/**
 * Prints HAProxy's configuration for the app servers, from the same settings the servers read:
 *   npm run haproxy:config > /etc/haproxy/haproxy.cfg
 * HAPROXY_SERVERS (app1:3000,app2:3000,app3:3000), HAPROXY_BIND (:80), HAPROXY_TLS_BIND (:443)
 * and HAPROXY_TLS_PEM (/etc/haproxy/site.pem; empty: plain HTTP only), HAPROXY_STATS_BIND
 * (127.0.0.1:8404, the stats page, local only), SHUTDOWN_DRAIN_DELAY_MS
 * (5000) and SHUTDOWN_TIMEOUT_MS (20000) as the servers have them. With none set it prints
 * deploy/haproxy.cfg, the production example.
 */
import { productionHaproxyConfig } from './lib/cluster/productionHaproxy'

process.stdout.write(productionHaproxyConfig(process.env))
