-- sitegen: the PostgreSQL layout read by `sitegen build --source postgres://…`.
-- Generated from TableSchema (Sources/Data/Export/PostgresSchema.swift); keep in step.
-- Ids are text. Every content table carries athlete_id and has primary key (athlete_id, id).
-- References between content tables (school_id, coach_id, event_id) are plain text:
-- a reference to a missing row is a warning in sitegen, not a database error.

CREATE TABLE athletes (
    id text PRIMARY KEY,
    slug text NOT NULL UNIQUE,
    name text NOT NULL,
    sport text,
    positions text[],
    graduation_date date,
    grad_year integer,
    high_school text,
    club_team text,
    hometown text,
    height text,
    weight text,
    gpa numeric,
    test_scores jsonb,
    intended_major text,
    email text,
    phone text,
    social jsonb,
    video jsonb,
    bio text,
    photo text,
    bats text,
    throws text,
    primary_position text,
    secondary_position text,
    ncaa_id text,
    academics jsonb,
    reference_contacts jsonb,
    parent jsonb,
    short_bio text
);

CREATE TABLE schools (
    athlete_id text NOT NULL REFERENCES athletes (id) ON DELETE CASCADE,
    id text NOT NULL,
    name text NOT NULL,
    status text,
    division text,
    tier text,
    size text,
    city text,
    state text,
    latitude numeric,
    longitude numeric,
    website text,
    created_at timestamptz,
    PRIMARY KEY (athlete_id, id)
);
CREATE INDEX schools_athlete_id_idx ON schools (athlete_id);

CREATE TABLE coaches (
    athlete_id text NOT NULL REFERENCES athletes (id) ON DELETE CASCADE,
    id text NOT NULL,
    school_id text,
    name text NOT NULL,
    title text,
    email text,
    phone text,
    twitter text,
    created_at timestamptz,
    PRIMARY KEY (athlete_id, id)
);
CREATE INDEX coaches_athlete_id_idx ON coaches (athlete_id);

CREATE TABLE interactions (
    athlete_id text NOT NULL REFERENCES athletes (id) ON DELETE CASCADE,
    id text NOT NULL,
    school_id text,
    coach_id text,
    type text,
    initiated_by text,
    sentiment text,
    occurred_at timestamptz NOT NULL,
    notes text,
    PRIMARY KEY (athlete_id, id)
);
CREATE INDEX interactions_athlete_id_idx ON interactions (athlete_id);

CREATE TABLE offers (
    athlete_id text NOT NULL REFERENCES athletes (id) ON DELETE CASCADE,
    id text NOT NULL,
    school_id text NOT NULL,
    offer_type text,
    status text NOT NULL,
    offered_at date,
    deadline date,
    PRIMARY KEY (athlete_id, id)
);
CREATE INDEX offers_athlete_id_idx ON offers (athlete_id);

CREATE TABLE events (
    athlete_id text NOT NULL REFERENCES athletes (id) ON DELETE CASCADE,
    id text NOT NULL,
    name text NOT NULL,
    type text,
    start_date date NOT NULL,
    end_date date,
    location text,
    school_id text,
    url text,
    PRIMARY KEY (athlete_id, id)
);
CREATE INDEX events_athlete_id_idx ON events (athlete_id);

CREATE TABLE performance_metrics (
    athlete_id text NOT NULL REFERENCES athletes (id) ON DELETE CASCADE,
    id text NOT NULL,
    metric_type text NOT NULL,
    value numeric NOT NULL,
    unit text,
    recorded_date date NOT NULL,
    event_id text,
    verified boolean,
    notes text,
    PRIMARY KEY (athlete_id, id)
);
CREATE INDEX performance_metrics_athlete_id_idx ON performance_metrics (athlete_id);

CREATE TABLE social_media_posts (
    athlete_id text NOT NULL REFERENCES athletes (id) ON DELETE CASCADE,
    id text NOT NULL,
    school_id text,
    platform text NOT NULL,
    post_date timestamptz NOT NULL,
    is_recruiting_related boolean,
    sentiment text,
    post_content text,
    author_handle text,
    url text,
    PRIMARY KEY (athlete_id, id)
);
CREATE INDEX social_media_posts_athlete_id_idx ON social_media_posts (athlete_id);

CREATE TABLE tasks (
    athlete_id text NOT NULL REFERENCES athletes (id) ON DELETE CASCADE,
    id text NOT NULL,
    text text NOT NULL,
    is_completed boolean,
    created_at timestamptz,
    PRIMARY KEY (athlete_id, id)
);
CREATE INDEX tasks_athlete_id_idx ON tasks (athlete_id);

CREATE TABLE suggestions (
    athlete_id text NOT NULL REFERENCES athletes (id) ON DELETE CASCADE,
    id text NOT NULL,
    title text NOT NULL,
    description text,
    urgency text,
    action_url text,
    status text,
    PRIMARY KEY (athlete_id, id)
);
CREATE INDEX suggestions_athlete_id_idx ON suggestions (athlete_id);

-- Notes (optional): `sitegen export-sql` writes the content folder's notes here. An
-- athlete with rows here takes its notes from this table, else from the content folder.
CREATE TABLE notes (
    athlete_id text NOT NULL REFERENCES athletes (id) ON DELETE CASCADE,
    file_name text NOT NULL,
    title text NOT NULL,
    date date,
    tags text[],
    school_id text,
    visibility text NOT NULL,
    body text NOT NULL,
    body_line integer NOT NULL,
    PRIMARY KEY (athlete_id, file_name)
);
CREATE INDEX notes_athlete_id_idx ON notes (athlete_id);
