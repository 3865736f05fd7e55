-- Every statement that inserts, updates or deletes automatic deliveries raises the
-- leveringen_versie of each record it touched, in the same transaction. A stored delivery
-- summary (melklevering_samenvattingen) is used only while its bron_versie equals it
-- (decision 009), so no writer of deliveries can leave a stale summary behind.
-- Statement-level triggers with transition tables: one UPDATE per statement, not per row.
CREATE FUNCTION melkleveringen_verhoog_versie() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE kringloopwijzers SET leveringen_versie = leveringen_versie + 1
     WHERE id IN (SELECT kringloopwijzer_id FROM nieuw);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE kringloopwijzers SET leveringen_versie = leveringen_versie + 1
     WHERE id IN (SELECT kringloopwijzer_id FROM oud);
  ELSE
    UPDATE kringloopwijzers SET leveringen_versie = leveringen_versie + 1
     WHERE id IN (SELECT kringloopwijzer_id FROM nieuw UNION SELECT kringloopwijzer_id FROM oud);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER melkleveringen_na_insert AFTER INSERT ON melkleveringen
  REFERENCING NEW TABLE AS nieuw FOR EACH STATEMENT EXECUTE FUNCTION melkleveringen_verhoog_versie();
--> statement-breakpoint
CREATE TRIGGER melkleveringen_na_update AFTER UPDATE ON melkleveringen
  REFERENCING OLD TABLE AS oud NEW TABLE AS nieuw FOR EACH STATEMENT EXECUTE FUNCTION melkleveringen_verhoog_versie();
--> statement-breakpoint
CREATE TRIGGER melkleveringen_na_delete AFTER DELETE ON melkleveringen
  REFERENCING OLD TABLE AS oud FOR EACH STATEMENT EXECUTE FUNCTION melkleveringen_verhoog_versie();
--> statement-breakpoint
-- TRUNCATE has no transition table: raise every record's version.
CREATE FUNCTION melkleveringen_verhoog_alle_versies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE kringloopwijzers SET leveringen_versie = leveringen_versie + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER melkleveringen_na_truncate AFTER TRUNCATE ON melkleveringen
  FOR EACH STATEMENT EXECUTE FUNCTION melkleveringen_verhoog_alle_versies();
