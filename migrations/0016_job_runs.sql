-- When each scheduled job last ran and how it ended, for the admins' health
-- page (docs/decisions/076-health-page-and-doctor.md): one row per job,
-- replaced at every run.
CREATE TABLE job_runs (
  name TEXT PRIMARY KEY NOT NULL,
  last_run_at INTEGER NOT NULL,
  ok INTEGER NOT NULL,
  message TEXT
);
