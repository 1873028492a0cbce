-- Written and rolled back by the health check (GET /healthz) to prove that the database accepts
-- writes, not only reads. It stays empty.
CREATE TABLE health_checks (
  checked_at timestamptz NOT NULL DEFAULT now()
);
