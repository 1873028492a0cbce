CREATE TABLE "web_vitals" (
	"day" date NOT NULL,
	"template" text NOT NULL,
	"device" text NOT NULL,
	"metric" text NOT NULL,
	"up_to" integer NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "web_vitals_day_template_device_metric_up_to_pk" PRIMARY KEY("day","template","device","metric","up_to")
);
