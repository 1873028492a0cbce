-- Booked introductory calls. The partial unique index, not application code, makes it impossible
-- for two confirmed bookings to hold the same slot, however many arrive at once.
CREATE TABLE bookings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  slot_start timestamptz NOT NULL,
  slot_end timestamptz NOT NULL CHECK (slot_end > slot_start),
  locale text NOT NULL CHECK (locale IN ('de', 'en')),
  name text NOT NULL,
  email text NOT NULL,
  company text NOT NULL,
  phone text,
  topic text NOT NULL,
  status text NOT NULL DEFAULT 'confirmed' CHECK (status IN ('confirmed', 'cancelled'))
);

CREATE UNIQUE INDEX bookings_one_per_slot ON bookings (slot_start) WHERE status = 'confirmed';
CREATE INDEX bookings_created_at ON bookings (created_at DESC);
