-- Enquiries from the contact form, with the ROI calculator's hand-over when there was one.
CREATE TABLE enquiries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  locale text NOT NULL CHECK (locale IN ('de', 'en')),
  name text NOT NULL,
  email text NOT NULL,
  company text NOT NULL,
  phone text,
  audience text NOT NULL CHECK (audience IN ('fleet', 'dealership', 'bank', 'other')),
  subject text NOT NULL,
  message text NOT NULL,
  roi_context text,
  roi_fleet_size integer,
  roi_percentage numeric,
  roi_total_savings numeric
);

CREATE INDEX enquiries_created_at ON enquiries (created_at DESC);
