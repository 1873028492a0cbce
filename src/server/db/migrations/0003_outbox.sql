-- E-mails to send, written in the same transaction as the enquiry or booking they belong to.
-- A mail server that is down delays them (retried with backoff) but loses none.
CREATE TABLE outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  recipient text NOT NULL,
  reply_to text,
  subject text NOT NULL,
  body text NOT NULL,
  ics text,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  last_error text
);

CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;
