-- Issue 9 §1: plots are the one source of land. Stored screen documents of the old shape are
-- carried over: the grassland and maize plots (Grasland, Snijmaïs) and the nature area (Bodem)
-- become plots of a new Percelen document (only for a record that has none yet), with the
-- plot's own soil type or else the farm's largest soil share, and the farm's sand class; the
-- farm-level soil shares and sand class leave Bedrijfsgegevens; arable rows lose their area and
-- soil type (the area now comes from the plots of the crop's code, which the farmer picks on
-- Akkerbouw: old rows had no crop code, so no plot is made for them). Every changed row gets a
-- higher version, so the stored outcome is recomputed.
WITH hoofdgrond AS (
  SELECT relatie_id, kringloopwijzer_id,
    coalesce((SELECT g.key FROM jsonb_each_text(CASE WHEN jsonb_typeof(gegevens->'bedrijfsgegevens'->'grondsoortAandelenProcent') = 'object' THEN gegevens->'bedrijfsgegevens'->'grondsoortAandelenProcent' ELSE '{}'::jsonb END) g
              ORDER BY g.value::numeric DESC, g.key LIMIT 1), 'zand') AS grond,
    gegevens->'bedrijfsgegevens'->>'zandklasse' AS zandklasse
  FROM klw_invoer WHERE scherm = 'bedrijfsgegevens'
),
oud AS (
  SELECT i.relatie_id, i.kringloopwijzer_id, 1000 + p.n AS volgorde, 'grasland-' || p.n AS id, p.v,
    CASE WHEN coalesce((p.v->>'blijvend')::boolean, true) THEN 265 ELSE 266 END AS gewascode,
    CASE WHEN coalesce((p.v->>'blijvend')::boolean, true) THEN 'blijvendGrasland' ELSE 'tijdelijkGrasland' END AS grondgebruik
  FROM klw_invoer i CROSS JOIN LATERAL jsonb_array_elements(i.gegevens->'grasland'->'percelen') WITH ORDINALITY AS p(v, n)
  WHERE i.scherm = 'grasland' AND jsonb_typeof(i.gegevens->'grasland'->'percelen') = 'array'
  UNION ALL
  SELECT i.relatie_id, i.kringloopwijzer_id, 2000 + p.n, 'mais-' || p.n, p.v, 259, 'mais'
  FROM klw_invoer i CROSS JOIN LATERAL jsonb_array_elements(i.gegevens->'snijmais'->'percelen') WITH ORDINALITY AS p(v, n)
  WHERE i.scherm = 'snijmais' AND jsonb_typeof(i.gegevens->'snijmais'->'percelen') = 'array'
  UNION ALL
  SELECT i.relatie_id, i.kringloopwijzer_id, 3000, 'natuur', jsonb_build_object('naam', 'Natuur') || (i.gegevens->'natuur'), 335, 'natuur'
  FROM klw_invoer i
  WHERE i.scherm = 'bodem' AND jsonb_typeof(i.gegevens->'natuur') = 'object' AND coalesce((i.gegevens->'natuur'->>'oppervlakteHa')::numeric, 0) > 0
),
percelen AS (
  SELECT o.relatie_id, o.kringloopwijzer_id,
    jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
      'id', o.id,
      'naam', o.v->>'naam',
      'oppervlakteHa', (o.v->>'oppervlakteHa')::numeric,
      'gewascode', o.gewascode,
      'grondgebruik', o.grondgebruik,
      'grondsoort', coalesce(o.v->>'grondsoort', h.grond, 'zand'),
      'zandklasse', CASE WHEN coalesce(o.v->>'grondsoort', h.grond, 'zand') IN ('zand', 'loss') AND o.grondgebruik <> 'natuur' THEN h.zandklasse END,
      'klaverAandeelProcent', CASE WHEN o.grondgebruik IN ('blijvendGrasland', 'tijdelijkGrasland') THEN (o.v->>'klaverAandeelProcent')::numeric END
    )) ORDER BY o.volgorde) AS lijst
  FROM oud o LEFT JOIN hoofdgrond h ON h.relatie_id = o.relatie_id AND h.kringloopwijzer_id = o.kringloopwijzer_id
  GROUP BY o.relatie_id, o.kringloopwijzer_id
)
INSERT INTO klw_invoer (relatie_id, kringloopwijzer_id, scherm, gegevens, versie)
SELECT p.relatie_id, p.kringloopwijzer_id, 'percelen', jsonb_build_object('percelen', jsonb_build_object('percelen', p.lijst)), 1
FROM percelen p
WHERE NOT EXISTS (SELECT 1 FROM klw_invoer e WHERE e.relatie_id = p.relatie_id AND e.kringloopwijzer_id = p.kringloopwijzer_id AND e.scherm = 'percelen');
--> statement-breakpoint
UPDATE klw_invoer SET gegevens = gegevens #- '{bedrijfsgegevens,grondsoortAandelenProcent}' #- '{bedrijfsgegevens,zandklasse}', versie = versie + 1
WHERE scherm = 'bedrijfsgegevens' AND (gegevens->'bedrijfsgegevens' ? 'grondsoortAandelenProcent' OR gegevens->'bedrijfsgegevens' ? 'zandklasse');
--> statement-breakpoint
UPDATE klw_invoer SET gegevens = '{}'::jsonb, versie = versie + 1
WHERE scherm IN ('grasland', 'snijmais') AND gegevens <> '{}'::jsonb;
--> statement-breakpoint
UPDATE klw_invoer SET gegevens = gegevens - 'natuur', versie = versie + 1
WHERE scherm = 'bodem' AND gegevens ? 'natuur';
--> statement-breakpoint
UPDATE klw_invoer SET gegevens = jsonb_set(gegevens, '{akkerbouw,gewassen}',
    (SELECT coalesce(jsonb_agg(g.v - 'oppervlakteHa' - 'grondsoort' ORDER BY g.n), '[]'::jsonb) FROM jsonb_array_elements(gegevens->'akkerbouw'->'gewassen') WITH ORDINALITY AS g(v, n))),
  versie = versie + 1
WHERE scherm = 'akkerbouw' AND jsonb_typeof(gegevens->'akkerbouw'->'gewassen') = 'array'
  AND EXISTS (SELECT 1 FROM jsonb_array_elements(gegevens->'akkerbouw'->'gewassen') g(v) WHERE g.v ? 'oppervlakteHa' OR g.v ? 'grondsoort');
