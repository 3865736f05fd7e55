-- /sbDashboard: the day of each record's last submission, found without reading every save of the farm (partial: only submissions).
CREATE INDEX IF NOT EXISTS "audit_log_indienen_idx" ON "audit_log" USING btree ("relatie_id", "kringloopwijzer_id", "tijdstip") WHERE "tabel" = 'kringloopwijzers' AND "actie" = 'indienen';
