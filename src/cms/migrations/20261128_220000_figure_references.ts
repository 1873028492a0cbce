import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "figures_parts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"part" varchar,
  	"value_de" varchar,
  	"value_en" varchar
  );
  
  CREATE TABLE "_figures_v_version_parts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"part" varchar,
  	"value_de" varchar,
  	"value_en" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "figures" ADD COLUMN "value_de" varchar;
  ALTER TABLE "figures" ADD COLUMN "value_en" varchar;
  ALTER TABLE "figures" ADD COLUMN "reference" jsonb;
  ALTER TABLE "figures" ADD COLUMN "basis_de" varchar;
  ALTER TABLE "figures" ADD COLUMN "basis_en" varchar;
  ALTER TABLE "_figures_v" ADD COLUMN "version_value_de" varchar;
  ALTER TABLE "_figures_v" ADD COLUMN "version_value_en" varchar;
  ALTER TABLE "_figures_v" ADD COLUMN "version_reference" jsonb;
  ALTER TABLE "_figures_v" ADD COLUMN "version_basis_de" varchar;
  ALTER TABLE "_figures_v" ADD COLUMN "version_basis_en" varchar;
  ALTER TABLE "figures_parts" ADD CONSTRAINT "figures_parts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_figures_v_version_parts" ADD CONSTRAINT "_figures_v_version_parts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_figures_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "figures_parts_order_idx" ON "figures_parts" USING btree ("_order");
  CREATE INDEX "figures_parts_parent_id_idx" ON "figures_parts" USING btree ("_parent_id");
  CREATE INDEX "_figures_v_version_parts_order_idx" ON "_figures_v_version_parts" USING btree ("_order");
  CREATE INDEX "_figures_v_version_parts_parent_id_idx" ON "_figures_v_version_parts" USING btree ("_parent_id");
  ALTER TABLE "company" DROP COLUMN "pricing_first_call_minutes";
  ALTER TABLE "_company_v" DROP COLUMN "version_pricing_first_call_minutes";`)
  // A site that has its figures already: each gets the values the copy refers to and its basis,
  // as the repository had them when references came in (a new site imports them).
  await db.execute(sql`
  UPDATE "figures" SET "value_de" = '85 % und mehr', "value_en" = '85% or more', "basis_de" = 'Fünf Autohausprojekte 2023–2025, bei uns beobachtet jeweils über die ersten zwölf Monate nach Einführung des neuen Ablaufs.', "basis_en" = 'Five dealership projects, 2023–2025, each observed by us over the first twelve months after the new process was introduced.' WHERE "key" = 'fiClosingRate' AND "value_de" IS NULL;
  UPDATE "_figures_v" SET "version_value_de" = '85 % und mehr', "version_value_en" = '85% or more', "version_basis_de" = 'Fünf Autohausprojekte 2023–2025, bei uns beobachtet jeweils über die ersten zwölf Monate nach Einführung des neuen Ablaufs.', "version_basis_en" = 'Five dealership projects, 2023–2025, each observed by us over the first twelve months after the new process was introduced.' WHERE "version_key" = 'fiClosingRate' AND "version_value_de" IS NULL;
  INSERT INTO "figures_parts" ("_order", "_parent_id", "id", "part", "value_de", "value_en") SELECT 1, "id", md5(random()::text), 'from', 'rund 60 %', 'around 60%' FROM "figures" WHERE "key" = 'fiClosingRate';
  INSERT INTO "_figures_v_version_parts" ("_order", "_parent_id", "part", "value_de", "value_en", "_uuid") SELECT 1, "id", 'from', 'rund 60 %', 'around 60%', md5(random()::text) FROM "_figures_v" WHERE "version_key" = 'fiClosingRate' AND "latest";
  UPDATE "figures" SET "value_de" = '15–25 %', "value_en" = '15–25%', "basis_de" = 'Rund 40 Autohausgruppen, beobachtet in den früheren Funktionen des Gründers bei Herstellerbanken und Händlergruppen 2008–2022, nicht in unseren Projekten.', "basis_en" = 'Around 40 dealer groups, observed in the founder’s earlier roles at captive banks and dealer groups, 2008–2022, not in our projects.' WHERE "key" = 'serviceRevenue' AND "value_de" IS NULL;
  UPDATE "_figures_v" SET "version_value_de" = '15–25 %', "version_value_en" = '15–25%', "version_basis_de" = 'Rund 40 Autohausgruppen, beobachtet in den früheren Funktionen des Gründers bei Herstellerbanken und Händlergruppen 2008–2022, nicht in unseren Projekten.', "version_basis_en" = 'Around 40 dealer groups, observed in the founder’s earlier roles at captive banks and dealer groups, 2008–2022, not in our projects.' WHERE "version_key" = 'serviceRevenue' AND "version_value_de" IS NULL;
  UPDATE "figures" SET "value_de" = 'bis zu 30 %', "value_en" = 'up to 30%', "basis_de" = 'Rund 25 Autohausgruppen mit eigener Werkstatt, beobachtet in den früheren Funktionen des Gründers bei Herstellerbanken und Händlergruppen 2010–2022, nicht in unseren Projekten.', "basis_en" = 'Around 25 dealer groups with their own workshops, observed in the founder’s earlier roles at captive banks and dealer groups, 2010–2022, not in our projects.' WHERE "key" = 'retention' AND "value_de" IS NULL;
  UPDATE "_figures_v" SET "version_value_de" = 'bis zu 30 %', "version_value_en" = 'up to 30%', "version_basis_de" = 'Rund 25 Autohausgruppen mit eigener Werkstatt, beobachtet in den früheren Funktionen des Gründers bei Herstellerbanken und Händlergruppen 2010–2022, nicht in unseren Projekten.', "version_basis_en" = 'Around 25 dealer groups with their own workshops, observed in the founder’s earlier roles at captive banks and dealer groups, 2010–2022, not in our projects.' WHERE "version_key" = 'retention' AND "version_value_de" IS NULL;
  UPDATE "figures" SET "value_de" = '20–30 %', "value_en" = '20–30%', "basis_de" = 'Drei Flottenprojekte aus den Jahren 2023 und 2024 mit mindestens einer Vertragsverlängerung danach, bei uns beobachtet über jeweils ein Versicherungsjahr, zuletzt 2025.', "basis_en" = 'Three fleet projects from 2023 and 2024 with at least one renewal since, each observed by us over one policy year, the latest in 2025.' WHERE "key" = 'fleetCost' AND "value_de" IS NULL;
  UPDATE "_figures_v" SET "version_value_de" = '20–30 %', "version_value_en" = '20–30%', "version_basis_de" = 'Drei Flottenprojekte aus den Jahren 2023 und 2024 mit mindestens einer Vertragsverlängerung danach, bei uns beobachtet über jeweils ein Versicherungsjahr, zuletzt 2025.', "version_basis_en" = 'Three fleet projects from 2023 and 2024 with at least one renewal since, each observed by us over one policy year, the latest in 2025.' WHERE "version_key" = 'fleetCost' AND "version_value_de" IS NULL;
  UPDATE "figures" SET "value_de" = 'bis zu 40 %', "value_en" = 'up to 40%', "basis_de" = 'Zwei Präventionsprogramme in Flotten, gestartet 2023, bei uns beobachtet über ihr zweites Jahr, zuletzt 2025.', "basis_en" = 'Two prevention programmes in fleets, started in 2023, observed by us through their second year, the latest in 2025.' WHERE "key" = 'claimsFrequency' AND "value_de" IS NULL;
  UPDATE "_figures_v" SET "version_value_de" = 'bis zu 40 %', "version_value_en" = 'up to 40%', "version_basis_de" = 'Zwei Präventionsprogramme in Flotten, gestartet 2023, bei uns beobachtet über ihr zweites Jahr, zuletzt 2025.', "version_basis_en" = 'Two prevention programmes in fleets, started in 2023, observed by us through their second year, the latest in 2025.' WHERE "version_key" = 'claimsFrequency' AND "version_value_de" IS NULL;
  UPDATE "figures" SET "value_de" = 'bis zu 40 %', "value_en" = 'up to 40%', "basis_de" = 'Neun Vorhaben 2023–2025: vier eigene Projekte und fünf Vorhaben, die wir im Markt verfolgt haben.', "basis_en" = 'Nine projects, 2023–2025: four of our own and five we followed in the market.' WHERE "key" = 'timeToMarket' AND "value_de" IS NULL;
  UPDATE "_figures_v" SET "version_value_de" = 'bis zu 40 %', "version_value_en" = 'up to 40%', "version_basis_de" = 'Neun Vorhaben 2023–2025: vier eigene Projekte und fünf Vorhaben, die wir im Markt verfolgt haben.', "version_basis_en" = 'Nine projects, 2023–2025: four of our own and five we followed in the market.' WHERE "version_key" = 'timeToMarket' AND "version_value_de" IS NULL;
  UPDATE "figures" SET "value_de" = 'bis zu 60 %', "value_en" = 'up to 60%', "basis_de" = 'Drei Projekte aus den Jahren 2023 und 2024 (zwei Flotten, ein Autohaus), bei uns beobachtet über das jeweils erste volle Jahr mit den neuen Abläufen, zuletzt 2025.', "basis_en" = 'Three projects from 2023 and 2024 (two fleets, one dealership), each observed by us over its first full year with the new processes, the latest in 2025.' WHERE "key" = 'documentationEffort' AND "value_de" IS NULL;
  UPDATE "_figures_v" SET "version_value_de" = 'bis zu 60 %', "version_value_en" = 'up to 60%', "version_basis_de" = 'Drei Projekte aus den Jahren 2023 und 2024 (zwei Flotten, ein Autohaus), bei uns beobachtet über das jeweils erste volle Jahr mit den neuen Abläufen, zuletzt 2025.', "version_basis_en" = 'Three projects from 2023 and 2024 (two fleets, one dealership), each observed by us over its first full year with the new processes, the latest in 2025.' WHERE "version_key" = 'documentationEffort' AND "version_value_de" IS NULL;
  UPDATE "figures" SET "value_de" = '2–4 %', "value_en" = '2–4%', "basis_de" = 'Drei Projekte mit Autobanken seit 2023, bei uns ausgewertet an den im ersten Jahr nach dem Start abgeschlossenen Verträgen und deren vertraglich vereinbarten Erträgen, Stand 2025.', "basis_en" = 'Three projects with captive banks since 2023, assessed by us on the agreements concluded in the first year after launch and the revenue agreed in them, as of 2025.' WHERE "key" = 'bankRevenue' AND "value_de" IS NULL;
  UPDATE "_figures_v" SET "version_value_de" = '2–4 %', "version_value_en" = '2–4%', "version_basis_de" = 'Drei Projekte mit Autobanken seit 2023, bei uns ausgewertet an den im ersten Jahr nach dem Start abgeschlossenen Verträgen und deren vertraglich vereinbarten Erträgen, Stand 2025.', "version_basis_en" = 'Three projects with captive banks since 2023, assessed by us on the agreements concluded in the first year after launch and the revenue agreed in them, as of 2025.' WHERE "version_key" = 'bankRevenue' AND "version_value_de" IS NULL;
  UPDATE "figures" SET "value_de" = 'bis zu 25 %', "value_en" = 'up to 25%', "basis_de" = 'Drei Projekte mit Autobanken seit 2023, bei uns beobachtet jeweils in den ersten sechs Monaten nach dem Start, zuletzt 2025.', "basis_en" = 'Three projects with captive banks since 2023, each observed by us over the first six months after launch, the latest in 2025.' WHERE "key" = 'bankTakeUp' AND "value_de" IS NULL;
  UPDATE "_figures_v" SET "version_value_de" = 'bis zu 25 %', "version_value_en" = 'up to 25%', "version_basis_de" = 'Drei Projekte mit Autobanken seit 2023, bei uns beobachtet jeweils in den ersten sechs Monaten nach dem Start, zuletzt 2025.', "version_basis_en" = 'Three projects with captive banks since 2023, each observed by us over the first six months after launch, the latest in 2025.' WHERE "version_key" = 'bankTakeUp' AND "version_value_de" IS NULL;
  UPDATE "figures" SET "value_de" = '28 %', "value_en" = '28%', "basis_de" = 'Ein Kundenprojekt mit einer Flotte, bei uns beobachtet 2024.', "basis_en" = 'One client project with a fleet, observed by us in 2024.' WHERE "key" = 'fleetExample' AND "value_de" IS NULL;
  UPDATE "_figures_v" SET "version_value_de" = '28 %', "version_value_en" = '28%', "version_basis_de" = 'Ein Kundenprojekt mit einer Flotte, bei uns beobachtet 2024.', "version_basis_en" = 'One client project with a fleet, observed by us in 2024.' WHERE "version_key" = 'fleetExample' AND "version_value_de" IS NULL;
  INSERT INTO "figures_parts" ("_order", "_parent_id", "id", "part", "value_de", "value_en") SELECT 1, "id", md5(random()::text), 'vehicles', '220', '220' FROM "figures" WHERE "key" = 'fleetExample';
  INSERT INTO "_figures_v_version_parts" ("_order", "_parent_id", "part", "value_de", "value_en", "_uuid") SELECT 1, "id", 'vehicles', '220', '220', md5(random()::text) FROM "_figures_v" WHERE "version_key" = 'fleetExample' AND "latest";
  UPDATE "figures" SET "value_de" = '81 %', "value_en" = '81%', "basis_de" = 'Ein Kundenprojekt mit einer Händlergruppe, bei uns beobachtet 2024–2025.', "basis_en" = 'One client project with a dealer group, observed by us in 2024–2025.' WHERE "key" = 'dealershipExample' AND "value_de" IS NULL;
  UPDATE "_figures_v" SET "version_value_de" = '81 %', "version_value_en" = '81%', "version_basis_de" = 'Ein Kundenprojekt mit einer Händlergruppe, bei uns beobachtet 2024–2025.', "version_basis_en" = 'One client project with a dealer group, observed by us in 2024–2025.' WHERE "version_key" = 'dealershipExample' AND "version_value_de" IS NULL;
  INSERT INTO "figures_parts" ("_order", "_parent_id", "id", "part", "value_de", "value_en") SELECT 1, "id", md5(random()::text), 'from', '58 %', '58%' FROM "figures" WHERE "key" = 'dealershipExample';
  INSERT INTO "_figures_v_version_parts" ("_order", "_parent_id", "part", "value_de", "value_en", "_uuid") SELECT 1, "id", 'from', '58 %', '58%', md5(random()::text) FROM "_figures_v" WHERE "version_key" = 'dealershipExample' AND "latest";
  UPDATE "figures" SET "value_de" = '38 %', "value_en" = '38%', "basis_de" = 'Ein Kundenprojekt mit einer Autobank, bei uns beobachtet 2024.', "basis_en" = 'One client project with a captive bank, observed by us in 2024.' WHERE "key" = 'bankExample' AND "value_de" IS NULL;
  UPDATE "_figures_v" SET "version_value_de" = '38 %', "version_value_en" = '38%', "version_basis_de" = 'Ein Kundenprojekt mit einer Autobank, bei uns beobachtet 2024.', "version_basis_en" = 'One client project with a captive bank, observed by us in 2024.' WHERE "version_key" = 'bankExample' AND "version_value_de" IS NULL;
  INSERT INTO "figures_parts" ("_order", "_parent_id", "id", "part", "value_de", "value_en") SELECT 1, "id", md5(random()::text), 'from', '31 %', '31%' FROM "figures" WHERE "key" = 'bankExample';
  INSERT INTO "_figures_v_version_parts" ("_order", "_parent_id", "part", "value_de", "value_en", "_uuid") SELECT 1, "id", 'from', '31 %', '31%', md5(random()::text) FROM "_figures_v" WHERE "version_key" = 'bankExample' AND "latest";
  INSERT INTO "figures_parts" ("_order", "_parent_id", "id", "part", "value_de", "value_en") SELECT 2, "id", md5(random()::text), 'increase', 'rund 23 %', 'about 23%' FROM "figures" WHERE "key" = 'bankExample';
  INSERT INTO "_figures_v_version_parts" ("_order", "_parent_id", "part", "value_de", "value_en", "_uuid") SELECT 2, "id", 'increase', 'rund 23 %', 'about 23%', md5(random()::text) FROM "_figures_v" WHERE "version_key" = 'bankExample' AND "latest";
  UPDATE "figures" SET "value_de" = '2–4 Wochen', "value_en" = '2–4 weeks', "basis_de" = 'Acht Projekte seit 2023 mit einer ersten einsatzfähigen Version, bei uns gemessen ab Projektstart, zuletzt 2025.', "basis_en" = 'Eight projects since 2023 with a first working version, measured by us from project start, the latest in 2025.' WHERE "key" = 'mvp' AND "value_de" IS NULL;
  UPDATE "_figures_v" SET "version_value_de" = '2–4 Wochen', "version_value_en" = '2–4 weeks', "version_basis_de" = 'Acht Projekte seit 2023 mit einer ersten einsatzfähigen Version, bei uns gemessen ab Projektstart, zuletzt 2025.', "version_basis_en" = 'Eight projects since 2023 with a first working version, measured by us from project start, the latest in 2025.' WHERE "version_key" = 'mvp' AND "version_value_de" IS NULL;
  UPDATE "figures" SET "value_de" = '14', "value_en" = '14', "basis_de" = 'Alle zwölf Projekte seit 2023, bei uns gemessen ab Projektstart, zuletzt 2025.', "basis_en" = 'All twelve projects since 2023, measured by us from project start, the latest in 2025.' WHERE "key" = 'firstResults' AND "value_de" IS NULL;
  UPDATE "_figures_v" SET "version_value_de" = '14', "version_value_en" = '14', "version_basis_de" = 'Alle zwölf Projekte seit 2023, bei uns gemessen ab Projektstart, zuletzt 2025.', "version_basis_en" = 'All twelve projects since 2023, measured by us from project start, the latest in 2025.' WHERE "version_key" = 'firstResults' AND "version_value_de" IS NULL;
  UPDATE "figures" SET "value_de" = '90', "value_en" = '90', "basis_de" = 'Der Standardplan unserer Beratungsprojekte, seit der Gründung 2023 in allen zwölf Projekten verwendet.', "basis_en" = 'Our standard engagement plan, used in all twelve projects since the firm was founded in 2023.' WHERE "key" = 'roadmap' AND "value_de" IS NULL;
  UPDATE "_figures_v" SET "version_value_de" = '90', "version_value_en" = '90', "version_basis_de" = 'Der Standardplan unserer Beratungsprojekte, seit der Gründung 2023 in allen zwölf Projekten verwendet.', "version_basis_en" = 'Our standard engagement plan, used in all twelve projects since the firm was founded in 2023.' WHERE "version_key" = 'roadmap' AND "version_value_de" IS NULL;
  UPDATE "figures" SET "value_de" = 'rund 95 %', "value_en" = 'around 95%', "basis_de" = 'Rund 80 Vorhaben im deutschsprachigen Markt, seit 2023 von uns begleitet oder verfolgt und bis 2025 nach der Definition oben ausgewertet.', "basis_en" = 'Around 80 projects in German-speaking markets, worked on or followed by us since 2023 and assessed against the definition above as of 2025.' WHERE "key" = 'failureRate' AND "value_de" IS NULL;
  UPDATE "_figures_v" SET "version_value_de" = 'rund 95 %', "version_value_en" = 'around 95%', "version_basis_de" = 'Rund 80 Vorhaben im deutschsprachigen Markt, seit 2023 von uns begleitet oder verfolgt und bis 2025 nach der Definition oben ausgewertet.', "version_basis_en" = 'Around 80 projects in German-speaking markets, worked on or followed by us since 2023 and assessed against the definition above as of 2025.' WHERE "version_key" = 'failureRate' AND "version_value_de" IS NULL;
  UPDATE "figures" SET "value_de" = 'mehr als 35', "value_en" = 'more than 35', "basis_de" = 'Die Berufsjahre des Gründers seit 1989, bis 2022 bei Versicherern, Herstellerbanken und Händlergruppen und seit 2023 in unserer Beratung, belegt im Lebenslauf.', "basis_en" = 'The founder’s working years since 1989, at insurers, captive banks and dealer groups until 2022 and at this firm since 2023, as set out in the founder’s CV.' WHERE "key" = 'experience' AND "value_de" IS NULL;
  UPDATE "_figures_v" SET "version_value_de" = 'mehr als 35', "version_value_en" = 'more than 35', "version_basis_de" = 'Die Berufsjahre des Gründers seit 1989, bis 2022 bei Versicherern, Herstellerbanken und Händlergruppen und seit 2023 in unserer Beratung, belegt im Lebenslauf.', "version_basis_en" = 'The founder’s working years since 1989, at insurers, captive banks and dealer groups until 2022 and at this firm since 2023, as set out in the founder’s CV.' WHERE "version_key" = 'experience' AND "version_value_de" IS NULL;
  UPDATE "figures" SET "value_de" = 'mehr als 300 Mio. €', "value_en" = 'more than €300 million', "basis_de" = 'Elf Versicherungsprogramme, die der Gründer 1995–2022 bei früheren Arbeitgebern verantwortet oder aufgebaut hat, nach deren eigenen Zahlen, nicht in unserer Beratung.', "basis_en" = 'Eleven insurance programmes the founder was responsible for or built at former employers, 1995–2022, according to their own figures, not at this firm.' WHERE "key" = 'premium' AND "value_de" IS NULL;
  UPDATE "_figures_v" SET "version_value_de" = 'mehr als 300 Mio. €', "version_value_en" = 'more than €300 million', "version_basis_de" = 'Elf Versicherungsprogramme, die der Gründer 1995–2022 bei früheren Arbeitgebern verantwortet oder aufgebaut hat, nach deren eigenen Zahlen, nicht in unserer Beratung.', "version_basis_en" = 'Eleven insurance programmes the founder was responsible for or built at former employers, 1995–2022, according to their own figures, not at this firm.' WHERE "version_key" = 'premium' AND "version_value_de" IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "figures_parts" CASCADE;
  DROP TABLE "_figures_v_version_parts" CASCADE;
  ALTER TABLE "company" ADD COLUMN "pricing_first_call_minutes" numeric;
  ALTER TABLE "_company_v" ADD COLUMN "version_pricing_first_call_minutes" numeric;
  ALTER TABLE "figures" DROP COLUMN "value_de";
  ALTER TABLE "figures" DROP COLUMN "value_en";
  ALTER TABLE "figures" DROP COLUMN "reference";
  ALTER TABLE "figures" DROP COLUMN "basis_de";
  ALTER TABLE "figures" DROP COLUMN "basis_en";
  ALTER TABLE "_figures_v" DROP COLUMN "version_value_de";
  ALTER TABLE "_figures_v" DROP COLUMN "version_value_en";
  ALTER TABLE "_figures_v" DROP COLUMN "version_reference";
  ALTER TABLE "_figures_v" DROP COLUMN "version_basis_de";
  ALTER TABLE "_figures_v" DROP COLUMN "version_basis_en";`)
}
